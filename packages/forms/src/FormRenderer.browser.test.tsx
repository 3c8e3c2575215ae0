// A centre's form as the family meets it around its fields: behaviours (show, hide, clear, disable, require),
// repeated sections, the error summary of a step in the kit's wizard, and the answers read back. Each field type on
// its own is in fields/fields.browser.test.tsx.
import { expect } from '@open-wc/testing';
import { act } from 'react';
import type { FormDefinition } from '@cc/core/forms';
import { WizardForm, fieldId, type StepContext } from '@cc/ui';
import { byTestId, found, settle, tick } from '@cc/ui/testing';
import { FormRendererContext, type FormRendererOptions } from './context';
import { ReadOnlyAnswers } from './review/ReadOnlyAnswers';
import { definitionSteps, type FormAnswers } from './steps';
import {
  CaptureForm,
  TODAY,
  click,
  drawn,
  el,
  errorText,
  field,
  formApi,
  formOf,
  renderStep,
  renderer,
  sectionOf,
  settled,
  type,
  values,
  type Values,
} from './testing/harness';

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const render = renderStep;

const buttons = (scope: ParentNode) => [...scope.querySelectorAll('sl-button')].map((b) => b.textContent);
const buttonNamed = (scope: ParentNode, name: string) =>
  [...scope.querySelectorAll<HTMLElement>('sl-button')].find((b) => b.textContent === name) as HTMLElement;
const summaryItems = (shadow: ShadowRoot) =>
  [...(byTestId(shadow, 'error-summary')?.querySelectorAll('li') ?? [])].map((li) => li.textContent);

describe('@cc/forms renderer', () => {
  afterEach(async () => {
    await renderer.cleanup();
  });

  describe('behaviours', () => {
    const allergyForm = () =>
      formOf(
        sectionOf([
          field('hasAllergy', 'Radio', 'Any allergy?', { options: YES_NO }),
          field('allergy', 'Text', 'Which allergy?', {
            behaviours: [
              { when: { field: 'hasAllergy', op: 'eq', value: 'yes' }, effect: 'show', clearOnReverse: true },
            ],
          }),
          field('pets', 'Text', 'Pets at home', {
            behaviours: [{ when: { field: 'hasAllergy', op: 'eq', value: 'yes' }, effect: 'hide' }],
          }),
        ]),
      );

    it("shows and hides fields by another field's value; clearOnReverse empties the field it hides", async () => {
      const shadow = await render(allergyForm());
      expect(drawn(shadow, 'allergy')).to.equal(false);
      expect(drawn(shadow, 'pets')).to.equal(true);
      await type(shadow, 'pets', 'Cat');

      await click(byTestId(shadow, `${fieldId('hasAllergy')}-0`));
      await settle(() => el(shadow, 'allergy'), 'the allergy never showed');
      expect(drawn(shadow, 'pets')).to.equal(false);
      await settled(shadow);
      await type(shadow, 'allergy', 'Peanuts');
      expect(values()).to.deep.equal({ hasAllergy: 'yes', allergy: 'Peanuts', pets: 'Cat' });

      await click(byTestId(shadow, `${fieldId('hasAllergy')}-1`));
      await settle(() => el(shadow, 'allergy') === null, 'the allergy never hid');
      // Taken back with its question; a field hidden without clearOnReverse keeps its answer.
      await settle(() => !('allergy' in values()), 'the hidden answer was kept');
      expect(values()).to.deep.equal({ hasAllergy: 'no', pets: 'Cat' });
      expect(el<HTMLElement & { value: string }>(shadow, 'pets').value).to.equal('Cat');
    });

    for (const [kind, answer] of [
      ['PhoneNumber', { number: '2025550123', type: 'Mobile' }],
      ['Address', { address1: '1 Main St', city: 'Chicago', state: 'IL', postalCode: '60601' }],
      ['GroupedFields', { name: 'Ada' }],
    ] as const)
      it(`clearOnReverse empties a hidden ${kind} too`, async () => {
        const definition = formOf(
          sectionOf([
            field('hasExtra', 'Checkbox', 'Add more'),
            field('extra', kind, 'Extra', {
              fields: kind === 'GroupedFields' ? [field('name', 'Text', 'Name')] : undefined,
              behaviours: [
                { when: { field: 'hasExtra', op: 'eq', value: true }, effect: 'show', clearOnReverse: true },
              ],
            }),
          ]),
        );
        const shadow = await render(definition, { values: { hasExtra: true, extra: answer } });
        await click(el(shadow, 'hasExtra'));
        expect(values().hasExtra).to.equal(false);
        await settle(() => !('extra' in values()), `the hidden ${kind} kept ${JSON.stringify(values().extra)}`);
      });

    it('disables a field while its condition holds, and a disabled field is not required', async () => {
      const definition = formOf(
        sectionOf([
          field('noEmail', 'Checkbox', 'I have no email'),
          field('email', 'Email', 'Email', {
            isMandatory: true,
            behaviours: [{ when: { field: 'noEmail', op: 'eq', value: true }, effect: 'disable' }],
          }),
          field('code', 'Text', 'Centre code', { readonly: true }),
        ]),
      );
      const shadow = await render(definition, { showErrors: true });
      const email = el<HTMLElement & { disabled: boolean }>(shadow, 'email');
      expect(email.disabled).to.equal(false);
      expect(errorText(shadow, 'email')).to.equal('Required');
      expect(el<HTMLElement & { disabled: boolean }>(shadow, 'code').disabled).to.equal(true);
      await click(el(shadow, 'noEmail'));
      await settle(() => email.disabled, 'the email never disabled');
      expect(errorText(shadow, 'email')).to.equal(null);
      expect(summaryItems(shadow)).to.deep.equal([]);
    });

    it('requires a field only while its condition holds (a date of birth once a CRN is typed)', async () => {
      const definition = formOf(
        sectionOf([
          field('crn', 'Text', 'CRN'),
          field('dob', 'Date', 'Date of birth', {
            behaviours: [{ when: { field: 'crn', op: 'filled' }, effect: 'require' }],
          }),
        ]),
      );
      const shadow = await render(definition, { showErrors: true });
      const label = () => shadow.querySelector(`label[for="${fieldId('dob')}"]`) as HTMLElement;
      expect(label().hasAttribute('data-required')).to.equal(false);
      expect(errorText(shadow, 'dob')).to.equal(null);
      await type(shadow, 'crn', '123456789C');
      expect(label().hasAttribute('data-required')).to.equal(true);
      expect(el<HTMLInputElement>(shadow, 'dob').required).to.equal(true);
      expect(errorText(shadow, 'dob')).to.equal('Required');
      expect(summaryItems(shadow)).to.deep.equal(['Date of birth: Required']);
    });

    it("reads conditions inside a repeated item from that item's own answers", async () => {
      const definition = formOf(
        sectionOf(
          [
            field('hasAllergy', 'Radio', 'Any allergy?', { options: YES_NO }),
            field('allergy', 'Text', 'Which allergy?', {
              behaviours: [{ when: { field: 'hasAllergy', op: 'eq', value: 'yes' }, effect: 'show' }],
            }),
          ],
          { id: 'children', title: 'Children', itemTitle: 'Child', repeatable: { min: 0, max: 5 } },
        ),
      );
      const shadow = await render(definition, {
        values: {
          children: [
            { id: 'a', hasAllergy: 'no' },
            { id: 'b', hasAllergy: 'yes' },
          ],
        },
      });
      expect(drawn(shadow, 'children.0.allergy')).to.equal(false);
      expect(drawn(shadow, 'children.1.allergy')).to.equal(true);
    });
  });

  describe('repeated sections', () => {
    const children = (min: number, max = 3) =>
      formOf(
        sectionOf(
          [field('firstName', 'Text', 'First name', { isMandatory: true }), field('lastName', 'Text', 'Last name')],
          {
            id: 'kids',
            title: 'Children',
            itemTitle: 'Child',
            repeatable: { min, max },
          },
        ),
      );
    const legends = (shadow: ShadowRoot) =>
      [...shadow.querySelectorAll('.cc-form-item__legend')].map((legend) => legend.textContent);

    it('"Add Child" adds an item with an id of its own, up to the maximum; Remove shows only above the minimum', async () => {
      const shadow = await render(children(1), { values: { kids: [{ id: 'first', firstName: 'Ava' }] } });
      expect(legends(shadow)).to.deep.equal(['Child 1: Ava']);
      expect(buttons(shadow)).to.deep.equal(['Add Child']);

      await click(byTestId(shadow, 'cc-add-kids'));
      await settled(shadow);
      expect(legends(shadow)).to.deep.equal(['Child 1: Ava', 'Child 2']);
      expect(buttons(shadow)).to.deep.equal(['Remove Child 1', 'Remove Child 2', 'Add Child']);
      const added = (values().kids as Values[])[1]!;
      expect(added.id).to.be.a('string').and.not.equal('first');
      await type(shadow, 'kids.1.firstName', 'Ben');
      expect(legends(shadow)).to.deep.equal(['Child 1: Ava', 'Child 2: Ben']);

      await click(byTestId(shadow, 'cc-add-kids'));
      await settled(shadow);
      expect(legends(shadow)).to.have.length(3);
      expect(buttons(shadow)).to.not.include('Add Child');

      const ids = (values().kids as Values[]).map((kid) => kid.id);
      await click(buttonNamed(shadow, 'Remove Child 1'));
      await settled(shadow);
      expect(legends(shadow)).to.deep.equal(['Child 1: Ben', 'Child 2']);
      expect(el<HTMLElement & { value: string }>(shadow, 'kids.0.firstName').value).to.equal('Ben');
      expect((values().kids as Values[]).map((kid) => kid.id)).to.deep.equal(ids.slice(1));
      await click(buttonNamed(shadow, 'Remove Child 2'));
      expect(legends(shadow)).to.deep.equal(['Child 1: Ben']);
      expect(buttons(shadow)).to.deep.equal(['Add Child']);
    });

    it('an empty section with a minimum says "Required - add at least one item"', async () => {
      const shadow = await render(children(1), { showErrors: true });
      expect(shadow.querySelector('.cc-form-section')?.textContent).to.contain('None added.');
      expect(errorText(shadow, 'kids')).to.equal('Required - add at least one item');
      await click(byTestId(shadow, 'cc-add-kids'));
      expect(errorText(shadow, 'kids')).to.equal(null);
      expect(errorText(shadow, 'kids.0.firstName')).to.equal('Required');
    });

    it('below a minimum of two it asks for the rest', async () => {
      const shadow = await render(children(2), { showErrors: true, values: { kids: [{ id: 'a', firstName: 'Ava' }] } });
      expect(errorText(shadow, 'kids')).to.equal('Please add at least 2 entries.');
      expect(buttons(shadow)).to.deep.equal(['Add Child']);
    });

    it('an optional section can be emptied', async () => {
      const shadow = await render(children(0), { showErrors: true, values: { kids: [{ id: 'a', firstName: 'Ava' }] } });
      await click(buttonNamed(shadow, 'Remove Child 1'));
      expect(values().kids).to.deep.equal([]);
      expect(shadow.querySelector('.cc-form-section')?.textContent).to.contain('None added.');
      expect(errorText(shadow, 'kids')).to.equal(null);
    });
  });

  describe('the error summary', () => {
    const wizardForm = (): FormDefinition => ({
      version: 1,
      labels: {},
      infoBanner: false,
      steps: [
        {
          id: 'family',
          title: 'Your family',
          sections: [
            sectionOf([
              field('firstName', 'Text', 'First name', { isMandatory: true }),
              field('email', 'Email', 'Email', { isMandatory: true }),
              field('colour', 'Combo', 'Colour', {
                isMandatory: true,
                options: [{ value: 'red', label: 'Red' }],
              }),
            ]),
            sectionOf([field('dob', 'Date', 'Date of birth', { isMandatory: true })], {
              id: 'kids',
              title: 'Children',
              itemTitle: 'Child',
              repeatable: { min: 1, max: 4 },
            }),
          ],
        },
        { id: 'review', title: 'Review', kind: 'review', sections: [] },
        { id: 'terms', title: 'Terms', sections: [sectionOf([field('ok', 'Checkbox', 'I agree')], { id: 'terms' })] },
      ],
    });

    async function renderWizard(definition: FormDefinition, start: FormAnswers) {
      const options: FormRendererOptions = { definition, region: 'US', today: TODAY, mode: 'edit' };
      const shadow = await renderer.render(
        <FormRendererContext.Provider value={options}>
          <WizardForm<FormAnswers, StepContext, { id: string }>
            steps={definitionSteps(definition, { review: () => <p data-testid="review">Check your answers</p> })}
            context={{ region: 'US', today: TODAY }}
            start={{ values: start, position: { step: 0, page: 0 }, idempotencyKey: 'key-1', restored: false }}
            freshValues={() => ({})}
            newIdempotencyKey={() => 'key-2'}
            submit={async () => ({ kind: 'success', result: { id: 'done' } })}
            onSubmitted={() => undefined}
            submitFailedTitle="Your form could not be sent."
            center={{ name: 'Maple Grove' }}
            header={<CaptureForm />}
          />
        </FormRendererContext.Provider>,
      );
      await found(shadow, 'form-step-family');
      await settled(shadow);
      return shadow;
    }

    it('after Next lists every error of the step with its field label; a link moves the focus to its field', async () => {
      const shadow = await renderWizard(wizardForm(), { email: 'ada@', kids: [{ id: 'k1' }] });
      expect(byTestId(shadow, 'error-summary') === null).to.equal(true);
      expect(errorText(shadow, 'firstName')).to.equal(null);

      await click(byTestId(shadow, 'wizard-next'));
      const summary = await found(shadow, 'error-summary');
      expect(summary.querySelector('h3')?.textContent).to.equal('Please fix these before you go on');
      expect(summaryItems(shadow)).to.deep.equal([
        'First name: Required',
        'Email: The email address is invalid',
        'Colour: Required',
        'Child 1 · Date of birth: Required',
      ]);
      // Each message is under its field too.
      expect(['firstName', 'email', 'colour', 'kids.0.dob'].map((path) => errorText(shadow, path))).to.deep.equal([
        'Required',
        'The email address is invalid',
        'Required',
        'Required',
      ]);

      const link = (text: string) =>
        [...summary.querySelectorAll('a')].find((a) => a.textContent?.startsWith(text)) as HTMLAnchorElement;
      // The wizard moved the focus to the first error itself (in the next frame); the links move it from there.
      const focused = () => shadow.activeElement?.id;
      await settle(() => focused() === fieldId('firstName'), `Next left the focus on ${focused()}`);
      await click(link('Colour'));
      expect(focused()).to.equal(fieldId('colour'));
      await click(link('Child 1 · Date of birth'));
      expect(focused()).to.equal(fieldId('kids.0.dob'));
      await click(link('Email'));
      expect(focused()).to.equal(fieldId('email'));
      expect(link('Email').getAttribute('href')).to.equal(`#${fieldId('email')}`);

      // Fixed answers leave the summary; with none left Next goes on, to the product's review step.
      await act(async () => {
        formApi().change('firstName', 'Ada');
        formApi().change('email', 'ada@example.com');
        formApi().change('colour', 'red');
        formApi().change('kids', [{ id: 'k1', dob: '2022-02-03' }]);
      });
      await tick();
      expect(summaryItems(shadow)).to.deep.equal([]);
      expect(byTestId(shadow, 'error-summary') === null).to.equal(true);
      await click(byTestId(shadow, 'wizard-next'));
      await found(shadow, 'review');
      expect(byTestId(shadow, 'form-step-review')?.querySelector('h2')?.textContent).to.equal('Review');
    });

    /** The ids of error messages that no control points at (aria-describedby, or a Shoelace help-text slot). */
    function undescribedErrors(shadow: ShadowRoot): string[] {
      const described = new Set(
        [...shadow.querySelectorAll('[aria-describedby]')].flatMap((e) =>
          e.getAttribute('aria-describedby')!.split(' '),
        ),
      );
      return [...shadow.querySelectorAll<HTMLElement>('[data-field-error]')]
        .filter((error) => {
          const host = error.closest('[slot="help-text"]')?.parentElement;
          if (host?.localName.startsWith('sl-'))
            return !host.shadowRoot?.querySelector('[aria-describedby~="help-text"]');
          return !described.has(error.id);
        })
        .map((error) => error.id);
    }

    it("every field's error is described by its control", async () => {
      const options = [{ value: 'a', label: 'A' }];
      const definition = formOf(
        sectionOf([
          field('text', 'Text', 'Text', { isMandatory: true }),
          field('email', 'Email', 'Email'),
          field('date', 'Date', 'Date', { isMandatory: true }),
          field('combo', 'Combo', 'Combo', { isMandatory: true, options }),
          field('radio', 'Radio', 'Radio', { isMandatory: true, options }),
          field('multi', 'MultiSelectCombo', 'Multi', { isMandatory: true, options }),
          field('boxes', 'Checkbox', 'Boxes', { isMandatory: true, isMulti: true, options }),
          field('agree', 'Checkbox', 'Agree', { isMandatory: true }),
          field('phone', 'PhoneNumber', 'Phone'),
          field('crn', 'Crn', 'CRN'),
          field('home', 'Address', 'Home', { isMandatory: true }),
          field('passport', 'Document', 'Passport', { isMandatory: true }),
          field('sig', 'Signature', 'Signature', { isMandatory: true }),
          field('kids', 'ChildrenSelector', 'Children', { isMandatory: true }),
        ]),
      );
      const shadow = await render(definition, {
        showErrors: true,
        values: { email: 'x', phone: { number: '1' }, crn: '1' },
      });
      await settled(shadow);
      const errors = shadow.querySelectorAll('[data-field-error]');
      expect(errors.length).to.equal(summaryItems(shadow).length);
      expect(errors.length).to.equal(18);
      expect(undescribedErrors(shadow)).to.deep.equal([]);
    });

    const emptyList = () =>
      formOf(
        sectionOf([field('firstName', 'Text', 'First name')], {
          id: 'kids',
          title: 'Children',
          itemTitle: 'Child',
          repeatable: { min: 1, max: 3 },
        }),
      );

    it('names the list error of an empty repeated section by the section title', async () => {
      const shadow = await render(emptyList(), { showErrors: true });
      expect(summaryItems(shadow)).to.deep.equal(['Children: Required - add at least one item']);
    });

    it('the list error of an empty repeated section is described', async () => {
      const shadow = await render(emptyList(), { showErrors: true });
      expect(errorText(shadow, 'kids')).to.equal('Required - add at least one item');
      expect(undescribedErrors(shadow)).to.deep.equal([]);
    });

    it('a summary link to a drawn signature moves the focus into the signature', async () => {
      const shadow = await render(formOf(sectionOf([field('sig', 'Signature', 'Signature', { isMandatory: true })])), {
        showErrors: true,
      });
      expect(summaryItems(shadow)).to.deep.equal(['Signature: Required']);
      await click(byTestId(shadow, 'error-summary')?.querySelector('a'));
      expect(el(shadow, 'sig').contains(shadow.activeElement)).to.equal(true);
    });

    for (const kind of ['PhoneNumber', 'GroupedFields'] as const)
      it(`an empty mandatory ${kind} shows "Required" at the field, where its summary link goes`, async () => {
        const definition = formOf(
          sectionOf([
            field('extra', kind, 'Extra', {
              isMandatory: true,
              fields: kind === 'GroupedFields' ? [field('name', 'Text', 'Name', { isMandatory: true })] : undefined,
            }),
          ]),
        );
        const shadow = await render(definition, { showErrors: true });
        expect(summaryItems(shadow)).to.deep.equal(['Extra: Required']);
        const fieldset = shadow.querySelector('.cc-form-cell fieldset') as HTMLElement;
        expect(fieldset.querySelector('[data-field-error]')?.textContent).to.equal('Required');
        await click(byTestId(shadow, 'error-summary')?.querySelector('a'));
        expect(fieldset.contains(shadow.activeElement)).to.equal(true);
      });
  });

  describe('read only', () => {
    const definition: FormDefinition = {
      version: 1,
      labels: {},
      infoBanner: false,
      steps: [
        {
          id: 'children',
          title: 'Child information',
          sections: [
            sectionOf(
              [
                field('firstName', 'Text', 'First name'),
                field('dateOfBirth', 'Date', 'Date of birth'),
                field('hasAllergy', 'Radio', 'Any allergy?', { options: YES_NO }),
                field('allergy', 'Text', 'Which allergy?', {
                  behaviours: [{ when: { field: 'hasAllergy', op: 'eq', value: 'yes' }, effect: 'show' }],
                }),
              ],
              { id: 'children', title: 'Children', itemTitle: 'Child', repeatable: { min: 1, max: 3 } },
            ),
          ],
        },
        { id: 'review', title: 'Review', kind: 'review', sections: [] },
        {
          id: 'family',
          title: 'Your family',
          sections: [
            sectionOf([
              field('intro', 'HtmlText', 'Before you start', { text: '<p>Welcome</p>' }),
              field('email', 'Email', 'Email'),
              field('nickname', 'Text', 'Nickname'),
              field('colours', 'MultiSelectCombo', 'Colours', {
                options: [
                  { value: 'red', label: 'Red' },
                  { value: 'blue', label: 'Blue' },
                ],
              }),
              field('agree', 'Checkbox', 'I agree'),
              field('phone', 'PhoneNumber', 'Phone'),
              field('home', 'Address', 'Home address'),
              field('passport', 'Document', 'Passport'),
              field('sig', 'Signature', 'Signature'),
              field('who', 'ChildrenSelector', 'Which children?'),
              field('guardian', 'GroupedFields', 'Guardian', { fields: [field('name', 'Text', 'Name')] }),
            ]),
          ],
        },
      ],
    };
    const answers: Values = {
      children: [
        { id: 'c1', firstName: 'Ava', dateOfBirth: '2022-03-07', hasAllergy: 'yes', allergy: 'Peanuts' },
        { id: 'c2', firstName: 'Ben', hasAllergy: 'no', allergy: 'Kept from an earlier answer' },
      ],
      email: 'maria@example.com',
      nickname: '   ',
      colours: ['red', 'blue'],
      agree: true,
      phone: { number: '0412 345 678', type: 'Mobile' },
      home: { address1: '1 Collins St', city: 'Melbourne', state: 'Victoria', postalCode: '3000' },
      passport: { fileId: 'f1', fileName: 'passport.pdf', expiryDate: '2030-01-31' },
      sig: { typedName: 'Maria Smith' },
      who: ['c2'],
      guardian: { name: 'June' },
    };
    const rows = (scope: ParentNode) =>
      [...scope.querySelectorAll('.cc-answers__row')].map((row) => [
        row.querySelector('dt')?.textContent,
        row.querySelector('dd')?.textContent,
      ]);

    it('reads every answer back as text, leaves hidden fields out and says "Not answered" for blanks', async () => {
      const shadow = await renderer.render(
        <FormRendererContext.Provider value={{ definition, region: 'AU', today: TODAY, mode: 'readonly' }}>
          <ReadOnlyAnswers values={answers} />
        </FormRendererContext.Provider>,
        { region: 'AU' },
      );
      await found(shadow, 'read-only-answers');
      expect([...shadow.querySelectorAll('[id^="cc-review-"]')].map((h) => h.textContent)).to.deep.equal([
        'Child information',
        'Your family',
      ]);
      expect([...shadow.querySelectorAll('.cc-form-item__legend')].map((h) => h.textContent)).to.deep.equal([
        'Child 1',
        'Child 2',
      ]);
      expect(rows(shadow)).to.deep.equal([
        ['First name', 'Ava'],
        ['Date of birth', '07-03-2022'],
        ['Any allergy?', 'Yes'],
        ['Which allergy?', 'Peanuts'],
        ['First name', 'Ben'],
        ['Date of birth', 'Not answered'],
        ['Any allergy?', 'No'],
        ['Email', 'maria@example.com'],
        ['Nickname', 'Not answered'],
        ['Colours', 'Red, Blue'],
        ['I agree', 'Yes'],
        ['Phone', '0412 345 678 (Mobile)'],
        ['Home address', '1 Collins St, Melbourne, VIC 3000'],
        ['Passport', 'passport.pdf (Expiry date: 31-01-2030)'],
        ['Signature', 'Signed as Maria Smith'],
        ['Which children?', 'Ben'],
        ['Name', 'June'],
      ]);
      expect(byTestId(shadow, 'answer-children.1.allergy') === null).to.equal(true);
      expect(byTestId(shadow, 'answer-nickname')?.querySelector('dd')?.className).to.equal('cc-answers__none');
      expect(shadow.querySelector('.cc-answers__group dt')?.textContent).to.equal('Guardian');
      expect(shadow.textContent).to.not.contain('Welcome');
    });

    it('shows only the steps asked for', async () => {
      const shadow = await renderer.render(
        <FormRendererContext.Provider value={{ definition, region: 'US', today: TODAY, mode: 'print' }}>
          <ReadOnlyAnswers values={{}} stepIds={['children']} />
        </FormRendererContext.Provider>,
      );
      await found(shadow, 'read-only-answers');
      expect([...shadow.querySelectorAll('[id^="cc-review-"]')].map((h) => h.textContent)).to.deep.equal([
        'Child information',
      ]);
      expect(shadow.textContent).to.contain('None added.');
      expect(rows(shadow)).to.deep.equal([]);
    });

    it('a form drawn read only disables every field and offers no buttons to change it', async () => {
      const form = formOf(
        sectionOf([
          field('email', 'Email', 'Email'),
          field('colour', 'Combo', 'Colour', { options: YES_NO }),
          field('passport', 'Document', 'Passport'),
          field('sig', 'Signature', 'Signature'),
        ]),
        sectionOf([field('firstName', 'Text', 'First name')], {
          id: 'kids',
          title: 'Children',
          itemTitle: 'Child',
          repeatable: { min: 0, max: 3 },
        }),
      );
      const shadow = await render(form, {
        mode: 'readonly',
        values: {
          email: 'maria@example.com',
          passport: { fileId: 'f1', fileName: 'passport.pdf', expiryDate: '2030-01-31' },
          kids: [{ id: 'a', firstName: 'Ava' }],
        },
      });
      const disabled = (path: string) => (el(shadow, path) as HTMLElement & { disabled: boolean }).disabled;
      expect(['email', 'colour', 'passport.expiryDate', 'kids.0.firstName'].map(disabled)).to.deep.equal([
        true,
        true,
        true,
        true,
      ]);
      expect(byTestId<HTMLInputElement>(shadow, `${fieldId('passport')}-file`)?.disabled).to.equal(true);
      expect(buttons(shadow)).to.deep.equal([]);
    });

    it('a locked answer is shown as text, while the rest of the form can change; a locked item cannot be removed', async () => {
      const form = formOf(
        sectionOf([
          field('email', 'Email', 'Email'),
          field('phone', 'PhoneNumber', 'Phone'),
          field('nickname', 'Text', 'Nickname'),
        ]),
        sectionOf([field('firstName', 'Text', 'First name')], {
          id: 'kids',
          title: 'Children',
          itemTitle: 'Child',
          repeatable: { min: 0, max: 3 },
        }),
      );
      const locked = new Set(['email', 'phone', 'kids.0', 'kids.0.firstName']);
      const shadow = await render(form, {
        isLocked: (path) => locked.has(path),
        values: {
          email: 'maria@example.com',
          kids: [
            { id: 'a', firstName: 'Ava' },
            { id: 'b', firstName: 'Ben' },
          ],
        },
      });
      expect(el(shadow, 'email').textContent).to.equal('Emailmaria@example.com');
      expect(el(shadow, 'phone').textContent).to.equal('PhoneNot answered');
      expect(el(shadow, 'kids.0.firstName').textContent).to.equal('First nameAva');
      expect(el(shadow, 'email').localName).to.equal('div');
      expect((el(shadow, 'nickname') as HTMLElement & { disabled: boolean }).disabled).to.equal(false);
      expect((el(shadow, 'kids.1.firstName') as HTMLElement & { value: string }).value).to.equal('Ben');
      expect(buttons(shadow)).to.deep.equal(['Remove Child 2', 'Add Child']);
    });
  });
});

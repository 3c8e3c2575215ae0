// Each field type of a centre's form as the family meets it: what it shows, what typing or choosing puts in the
// answers, and the error text the spec gives for a wrong answer. The form around it is a plain final-form <Form>
// validated by @cc/core's formValueErrors, as the wizard validates a step.
import { expect } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import { act } from 'react';
import { formValueErrors, type FormField } from '@cc/core/forms';
import { fieldId } from '@cc/ui';
import { byTestId, found, settle, tick } from '@cc/ui/testing';
import {
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
  type,
  values,
  type RenderOptions,
} from '../testing/harness';

const render = (fields: FormField[], options: RenderOptions = {}) => renderStep(formOf(sectionOf(fields)), options);

async function choose(shadow: ShadowRoot, path: string, value: string) {
  const select = el<HTMLSelectElement>(shadow, path);
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(select, value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await tick();
}

const tid = <T extends HTMLElement = HTMLElement>(shadow: ShadowRoot, id: string) => byTestId<T>(shadow, id) as T;
const optionTexts = (select: HTMLSelectElement) => [...select.options].map((o) => o.textContent);
const COLOURS = [
  { value: 'red', label: 'Red' },
  { value: 'green', label: 'Green' },
  { value: 'blue', label: 'Blue' },
];

/** Hands a file to a Document field's file input, as the browser's file chooser does. */
async function pick(shadow: ShadowRoot, path: string, file: File) {
  const input = tid<HTMLInputElement>(shadow, `${fieldId(path)}-file`);
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await tick();
}

const pdf = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

describe('@cc/forms fields', () => {
  afterEach(async () => {
    await renderer.cleanup();
  });

  describe('Text, Email and Crn', () => {
    it('a Text field shows its label and help, and keeps what is typed', async () => {
      const shadow = await render([field('nickname', 'Text', 'Nickname', { text: 'What the staff may call you' })]);
      const input = el<HTMLElement & { label: string }>(shadow, 'nickname');
      expect(input.label).to.equal('Nickname');
      expect(input.textContent).to.equal('What the staff may call you');
      await type(shadow, 'nickname', 'Ada');
      expect(values().nickname).to.equal('Ada');
    });

    it('an invalid Email says "The email address is invalid" in the input\'s help text', async () => {
      const shadow = await render([field('email', 'Email', 'Email')]);
      expect(el<HTMLElement & { type: string }>(shadow, 'email').type).to.equal('email');
      await type(shadow, 'email', 'ada@');
      expect(errorText(shadow, 'email')).to.equal('The email address is invalid');
      const slot = shadow.getElementById(`${fieldId('email')}-error`)?.closest('[slot="help-text"]');
      expect(slot?.parentElement?.id).to.equal(fieldId('email'));
      await type(shadow, 'email', 'lovelace.example');
      expect(values().email).to.equal('ada@lovelace.example');
      expect(errorText(shadow, 'email')).to.equal(null);
    });

    it('an Australian CRN must be 9 digits and a letter, with the right check letter', async () => {
      const shadow = await render([field('crn', 'Crn', 'CRN')], { region: 'AU' });
      await type(shadow, 'crn', '12345');
      expect(errorText(shadow, 'crn')).to.equal('Invalid CRN. CRN format is 9 digits followed by a letter');
      await type(shadow, 'crn', '6789A');
      expect(errorText(shadow, 'crn')).to.equal('The CRN provided is invalid');
      await act(async () => formApi().change('crn', '123456789C'));
      await tick();
      expect(errorText(shadow, 'crn')).to.equal(null);
    });
  });

  describe('Date', () => {
    it('is typed in the region order (AU: day first) and kept as YYYY-MM-DD', async () => {
      const shadow = await render([field('startDate', 'Date', 'Start date')], { region: 'AU' });
      await type(shadow, 'startDate', '7/3/2027');
      expect(el<HTMLInputElement>(shadow, 'startDate').value).to.equal('07-03-2027');
      expect(values().startDate).to.equal('2027-03-07');
      expect(errorText(shadow, 'startDate')).to.equal(null);
    });

    it('a day that does not exist says how to type a date, and the input points at the message', async () => {
      const shadow = await render([field('startDate', 'Date', 'Start date')]);
      await type(shadow, 'startDate', '02312027');
      expect(el<HTMLInputElement>(shadow, 'startDate').value).to.equal('02-31-2027');
      expect(errorText(shadow, 'startDate')).to.equal('Enter a valid date as MM-DD-YYYY.');
      const input = el<HTMLInputElement>(shadow, 'startDate');
      expect(input.getAttribute('aria-describedby')?.split(' ')).to.include(`${fieldId('startDate')}-error`);
      expect(input.getAttribute('aria-invalid')).to.equal('true');
    });
  });

  describe('choices', () => {
    it('Combo is a native select with a placeholder; "Required" until one is chosen', async () => {
      const shadow = await render([field('colour', 'Combo', 'Colour', { isMandatory: true, options: COLOURS })], {
        showErrors: true,
      });
      const select = el<HTMLSelectElement>(shadow, 'colour');
      expect(select.localName).to.equal('select');
      expect(optionTexts(select)).to.deep.equal(['Select…', 'Red', 'Green', 'Blue']);
      expect(shadow.querySelector(`label[for="${select.id}"]`)?.textContent).to.equal('Colour');
      expect(errorText(shadow, 'colour')).to.equal('Required');
      expect(select.getAttribute('aria-describedby')).to.equal(`${fieldId('colour')}-error`);
      await choose(shadow, 'colour', 'green');
      expect(values().colour).to.equal('green');
      expect(errorText(shadow, 'colour')).to.equal(null);
      expect(select.hasAttribute('aria-invalid')).to.equal(false);
    });

    for (const [kind, extra] of [
      ['MultiSelectCombo', {}],
      ['Checkbox', { isMulti: true }],
    ] as const)
      it(`${kind}${'isMulti' in extra ? ' isMulti' : ''} is a group of boxes whose value lists the ticked options in order`, async () => {
        const shadow = await render(
          [field('colours', kind, 'Colours', { isMandatory: true, options: COLOURS, ...extra })],
          {
            showErrors: true,
          },
        );
        const group = el(shadow, 'colours');
        expect(group.querySelector('legend')?.textContent).to.equal('Colours');
        expect([...group.querySelectorAll('sl-checkbox')].map((box) => box.textContent)).to.deep.equal([
          'Red',
          'Green',
          'Blue',
        ]);
        expect(errorText(shadow, 'colours')).to.equal('Required');
        expect(group.getAttribute('aria-describedby')).to.equal(`${fieldId('colours')}-error`);
        await click(tid(shadow, `${fieldId('colours')}-blue`));
        await click(tid(shadow, `${fieldId('colours')}-red`));
        expect(values().colours).to.deep.equal(['red', 'blue']);
        expect(errorText(shadow, 'colours')).to.equal(null);
        await click(tid(shadow, `${fieldId('colours')}-red`));
        await click(tid(shadow, `${fieldId('colours')}-blue`));
        expect(values().colours).to.equal(undefined);
        expect(errorText(shadow, 'colours')).to.equal('Required');
      });

    it("Radio keeps the chosen option's value", async () => {
      const shadow = await render([field('colour', 'Radio', 'Favourite colour', { options: COLOURS })]);
      const group = el<HTMLElement & { label: string }>(shadow, 'colour');
      expect(group.label).to.equal('Favourite colour');
      expect([...group.querySelectorAll('sl-radio')].map((r) => r.textContent)).to.deep.equal(['Red', 'Green', 'Blue']);
      await click(tid(shadow, `${fieldId('colour')}-2`));
      expect(values().colour).to.equal('blue');
      await click(tid(shadow, `${fieldId('colour')}-0`));
      expect(values().colour).to.equal('red');
    });

    it('a single Checkbox is true when ticked, and a mandatory one is "Required" until then', async () => {
      const shadow = await render([field('agree', 'Checkbox', 'I agree to the terms', { isMandatory: true })], {
        showErrors: true,
      });
      const box = el(shadow, 'agree');
      expect(box.textContent).to.contain('I agree to the terms');
      expect(errorText(shadow, 'agree')).to.equal('Required');
      await click(box);
      expect(values().agree).to.equal(true);
      expect(errorText(shadow, 'agree')).to.equal(null);
      await click(box);
      expect(values().agree).to.equal(false);
      expect(errorText(shadow, 'agree')).to.equal('Required');
    });
  });

  describe('PhoneNumber', () => {
    it('holds the number and its type; a number without a type says "Select a type."', async () => {
      const shadow = await render([field('phone', 'PhoneNumber', 'Mobile phone')], { showErrors: true });
      expect(el<HTMLElement & { label: string }>(shadow, 'phone.number').label).to.equal('Mobile phone');
      await type(shadow, 'phone.number', '2025550123');
      const select = el<HTMLSelectElement>(shadow, 'phone.type');
      expect(errorText(shadow, 'phone.type')).to.equal('Select a type.');
      expect(select.getAttribute('aria-describedby')).to.equal(`${fieldId('phone.type')}-error`);
      await choose(shadow, 'phone.type', 'Mobile');
      expect(values().phone).to.deep.equal({ number: '2025550123', type: 'Mobile' });
      expect(errorText(shadow, 'phone.type')).to.equal(null);
      expect(errorText(shadow, 'phone.number')).to.equal(null);
    });

    it('a wrong number says so', async () => {
      const shadow = await render([field('phone', 'PhoneNumber', 'Mobile phone')], { showErrors: true });
      await type(shadow, 'phone.number', '12');
      expect(errorText(shadow, 'phone.number')).to.equal('Please enter a valid phone number');
    });
  });

  describe('Address', () => {
    it('in the US lists the states ("Illinois"), asks for a ZIP code and checks its format', async () => {
      const shadow = await render([field('home', 'Address', 'Home address')], {
        values: { home: { address1: '1 Main St', city: 'Chicago' } },
      });
      const states = optionTexts(el<HTMLSelectElement>(shadow, 'home.state'));
      expect(states).to.include('Illinois');
      expect(states).to.not.include('Victoria');
      expect(el<HTMLElement & { label: string }>(shadow, 'home.postalCode').label).to.equal('ZIP code');
      expect(shadow.getElementById(fieldId('home'))?.textContent).to.contain('Country: United States');
      await choose(shadow, 'home.state', 'IL');
      await type(shadow, 'home.postalCode', '6060');
      expect(errorText(shadow, 'home.postalCode')).to.equal('Enter a ZIP code of 5 digits, or 5+4 digits (12345-6789)');
      await type(shadow, 'home.postalCode', '1');
      expect(errorText(shadow, 'home.postalCode')).to.equal(null);
      expect(values().home).to.deep.equal({ address1: '1 Main St', city: 'Chicago', state: 'IL', postalCode: '60601' });
    });

    it('in Australia lists the states and territories ("Victoria") and asks for a 4-digit postcode', async () => {
      const shadow = await render([field('home', 'Address', 'Home address')], {
        region: 'AU',
        values: { home: { address1: '1 Collins St', city: 'Melbourne', state: 'VIC' } },
      });
      const states = optionTexts(el<HTMLSelectElement>(shadow, 'home.state'));
      expect(states).to.include('Victoria');
      expect(states).to.not.include('Illinois');
      expect(el<HTMLElement & { label: string }>(shadow, 'home.postalCode').label).to.equal('Postcode');
      expect(shadow.getElementById(fieldId('home'))?.textContent).to.contain('Country: Australia');
      await type(shadow, 'home.postalCode', '30000');
      expect(errorText(shadow, 'home.postalCode')).to.equal('Enter a postcode of 4 digits');
    });

    it('a mandatory address names each missing part', async () => {
      const shadow = await render([field('home', 'Address', 'Home address', { isMandatory: true })], {
        showErrors: true,
      });
      const shown = ['address1', 'address2', 'city', 'state', 'postalCode'].map((part) =>
        errorText(shadow, `home.${part}`),
      );
      expect(shown).to.deep.equal(['Required', null, 'Required', 'Required', 'Required']);
    });
  });

  describe('Document', () => {
    const doc = () => field('passport', 'Document', 'Passport', { isMandatory: true });

    it('refuses a file over 10485760 bytes before sending it', async () => {
      const sent: File[] = [];
      const shadow = await render([doc()], {
        uploadDocument: async (file) => {
          sent.push(file);
          return { ok: true, fileId: 'file-1', fileName: file.name };
        },
      });
      await pick(shadow, 'passport', pdf('huge.pdf', 10485761));
      expect(errorText(shadow, 'passport')).to.equal(
        'The selected file is too large. Please select smaller file with size less than 10 megabytes.',
      );
      expect(el(shadow, 'passport').getAttribute('aria-describedby')).to.equal(`${fieldId('passport')}-error`);
      expect(sent).to.deep.equal([]);
      expect(values().passport).to.equal(undefined);
      // Exactly the limit is accepted.
      await pick(shadow, 'passport', pdf('limit.pdf', 10485760));
      await settle(() => sent.length === 1, 'the file at the limit was never sent');
      await settle(() => tid(shadow, `${fieldId('passport')}-status`).textContent === 'Uploaded: limit.pdf');
      expect(errorText(shadow, 'passport')).to.equal(null);
    });

    it('uploads a file, shows "Uploaded: name.pdf" and asks for its expiry date, refusing an expired one', async () => {
      let finish: (result: { ok: true; fileId: string; fileName: string }) => void = () => undefined;
      const sent: string[] = [];
      const shadow = await render([doc()], {
        uploadDocument: (file) => {
          sent.push(file.name);
          return new Promise((resolve) => (finish = resolve));
        },
      });
      const status = tid(shadow, `${fieldId('passport')}-status`);
      expect(status.textContent).to.equal('');
      expect(drawn(shadow, 'passport.expiryDate')).to.equal(false);
      await pick(shadow, 'passport', pdf('passport.pdf', 2048));
      expect(sent).to.deep.equal(['passport.pdf']);
      expect(status.textContent).to.equal('Uploading passport.pdf…');
      // Unavailable while the file uploads, yet not disabled: a disabled control would drop a keyboard user's focus.
      const input = tid<HTMLInputElement>(shadow, `${fieldId('passport')}-file`);
      expect(input.getAttribute('aria-disabled')).to.equal('true');
      expect(input.disabled).to.equal(false);
      await pick(shadow, 'passport', pdf('second.pdf', 1024));
      expect(sent).to.deep.equal(['passport.pdf'], 'a second file is ignored while the first uploads');
      await act(async () => finish({ ok: true, fileId: 'file-9', fileName: 'passport.pdf' }));
      await settle(() => status.textContent === 'Uploaded: passport.pdf', 'never said it was uploaded');
      expect(values().passport).to.deep.equal({ fileId: 'file-9', fileName: 'passport.pdf', expiryDate: '' });
      const expiry = await found<HTMLInputElement>(shadow, fieldId('passport.expiryDate'));
      expect(shadow.querySelector(`label[for="${expiry.id}"]`)?.textContent).to.equal('Expiry date');
      // The centre's today is 2026-06-01: a document expiring the day before is refused, on the day it is not.
      await type(shadow, 'passport.expiryDate', '05312026');
      expect(errorText(shadow, 'passport.expiryDate')).to.equal('This document has expired');
      expect(formValueErrors(formOf(sectionOf([doc()])), values(), { region: 'US', today: TODAY })).to.deep.equal([
        { path: 'passport.expiryDate', key: 'document-expired' },
      ]);
      await act(async () => formApi().change('passport.expiryDate', '2026-06-01'));
      await tick();
      expect(errorText(shadow, 'passport.expiryDate')).to.equal(null);
      expect(el<HTMLInputElement>(shadow, 'passport.expiryDate').value).to.equal('06-01-2026');
    });

    it("shows the server's refusal of a file type, and Remove takes an uploaded file away", async () => {
      const shadow = await render([doc()], {
        values: { passport: { fileId: 'file-1', fileName: 'old.pdf', expiryDate: '2030-01-01' } },
        uploadDocument: async () => ({ ok: false, key: 'file-type-not-allowed' }),
      });
      const status = tid(shadow, `${fieldId('passport')}-status`);
      expect(status.textContent).to.equal('Uploaded: old.pdf');
      await pick(shadow, 'passport', new File(['x'], 'notes.txt', { type: 'text/plain' }));
      await settle(() => errorText(shadow, 'passport') !== null, 'the refusal never showed');
      expect(errorText(shadow, 'passport')).to.equal(
        'This file type cannot be uploaded. Please choose a PDF, JPEG, PNG or HEIC file.',
      );
      expect(values().passport).to.deep.equal({ fileId: 'file-1', fileName: 'old.pdf', expiryDate: '2030-01-01' });
      const remove = [...el(shadow, 'passport').querySelectorAll('sl-button')].find((b) => b.textContent === 'Remove');
      await click(remove!);
      expect(values().passport).to.equal(undefined);
      expect(status.textContent).to.equal('');
      expect(drawn(shadow, 'passport.expiryDate')).to.equal(false);
    });
  });

  describe('Signature', () => {
    it('an empty mandatory signature is "Required", described by its fieldset', async () => {
      const shadow = await render([field('sig', 'Signature', 'Signature', { isMandatory: true })], {
        showErrors: true,
      });
      expect(el(shadow, 'sig').querySelector('legend')?.textContent).to.equal('Signature');
      expect(errorText(shadow, 'sig')).to.equal('Required');
      expect(el(shadow, 'sig').getAttribute('aria-describedby')).to.equal(`${fieldId('sig')}-error`);
    });

    it('"Type my name instead" swaps the pad for a typed name, which signs', async () => {
      const shadow = await render([field('sig', 'Signature', 'Signature', { isMandatory: true })], {
        showErrors: true,
      });
      const mode = tid(shadow, `${fieldId('sig')}-mode`);
      expect(mode.textContent).to.equal('Type my name instead');
      expect(drawn(shadow, 'sig') && tid(shadow, `${fieldId('sig')}-pad`) !== null).to.equal(true);
      await click(mode);
      expect(tid(shadow, `${fieldId('sig')}-pad`) === null).to.equal(true);
      expect(mode.textContent).to.equal('Draw my signature instead');
      expect(el<HTMLElement & { label: string }>(shadow, 'sig.typedName').label).to.equal('Type your full name');
      await type(shadow, 'sig.typedName', 'A');
      expect(errorText(shadow, 'sig')).to.equal('This value is not valid');
      await type(shadow, 'sig.typedName', 'da Lovelace');
      expect(values().sig).to.deep.equal({ typedName: 'Ada Lovelace' });
      expect(errorText(shadow, 'sig')).to.equal(null);
      // Back to drawing: the typed name is taken back.
      await click(mode);
      expect(values().sig).to.equal(undefined);
      expect(errorText(shadow, 'sig')).to.equal('Required');
    });

    it('a signature drawn with the mouse is kept as a PNG, and Clear takes it back', async () => {
      const shadow = await render([field('sig', 'Signature', 'Signature', { isMandatory: true })]);
      const pad = tid<HTMLCanvasElement>(shadow, `${fieldId('sig')}-pad`);
      expect(pad.getAttribute('aria-label')).to.equal('Signature pad');
      pad.scrollIntoView();
      const box = pad.getBoundingClientRect();
      const at = (x: number, y: number): [number, number] => [Math.round(box.left + x), Math.round(box.top + y)];
      // A stroke of the real mouse; the pad reports it once the button is released.
      const stroke: Array<[number, number]> = [
        [20, 40],
        [60, 80],
        [100, 50],
        [140, 90],
      ];
      await act(async () => {
        await sendMouse({ type: 'move', position: at(...stroke[0]!) });
        await sendMouse({ type: 'down' });
        for (const [x, y] of stroke.slice(1)) await sendMouse({ type: 'move', position: at(x, y) });
        await sendMouse({ type: 'up' });
      });
      await resetMouse();
      await settle(() => values().sig !== undefined, 'the drawing never reached the form');
      expect((values().sig as { image: string }).image.startsWith('data:image/png;base64,')).to.equal(true);
      await settle(() => pad.getAttribute('aria-label') === 'Signed');
      const clear = [...el(shadow, 'sig').querySelectorAll('sl-button')].find((b) => b.textContent === 'Clear');
      await click(clear!);
      expect(values().sig).to.equal(undefined);
    });
  });

  describe('HtmlText', () => {
    it("shows the centre's text with its formatting, and a script or event handler in it stays inert", async () => {
      const w = window as { pwned?: number };
      delete w.pwned;
      const html =
        '<p>Read the <strong>terms</strong>.</p><img src=x onerror="window.pwned=1"><script>window.pwned=2</script>' +
        '<a href="https://example.com/terms" onclick="window.pwned=3">Terms</a><p style="color:red" onmouseover="window.pwned=4">End</p>';
      const shadow = await render([field('intro', 'HtmlText', 'Before you start', { text: html })]);
      const block = tid(shadow, 'cc-html-intro');
      expect(shadow.querySelector('.cc-form-text__title')?.textContent).to.equal('Before you start');
      expect(block.querySelector('strong')?.textContent).to.equal('terms');
      expect(block.textContent).to.equal('Read the terms.TermsEnd');
      expect(block.querySelector('script, img, [onerror], [onclick], [onmouseover], [style]')?.outerHTML).to.equal(
        undefined,
      );
      expect(block.querySelector('a')?.getAttribute('href')).to.equal('https://example.com/terms');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(w.pwned).to.equal(undefined);
    });
  });

  describe('GroupedFields and CompositionField', () => {
    for (const kind of ['GroupedFields', 'CompositionField'] as const)
      it(`${kind}: its parts are drawn and kept under the group's name`, async () => {
        const parts = [
          field('firstName', 'Text', 'First name', { isMandatory: true }),
          field('relation', 'Combo', 'Relation', { options: [{ value: 'aunt', label: 'Aunt' }] }),
        ];
        const shadow = await render([field('guardian', kind, 'Guardian', { fields: parts })]);
        expect(shadow.querySelector('.cc-form-group__legend')?.textContent).to.equal('Guardian');
        await choose(shadow, 'guardian.relation', 'aunt');
        // Once the group is started its mandatory parts are required.
        expect(errorText(shadow, 'guardian.firstName')).to.equal(null);
        await act(async () => el(shadow, 'guardian.firstName').shadowRoot!.querySelector('input')!.focus());
        await act(async () => el(shadow, 'guardian.firstName').shadowRoot!.querySelector('input')!.blur());
        await tick();
        expect(errorText(shadow, 'guardian.firstName')).to.equal('Required');
        await type(shadow, 'guardian.firstName', 'June');
        expect(values()).to.deep.equal({ guardian: { firstName: 'June', relation: 'aunt' } });
      });
  });

  describe('ChildrenSelector and ContactSelector', () => {
    const answers = {
      children: [
        { id: 'c1', firstName: 'Ava', lastName: 'Smith' },
        { id: 'c2', firstName: 'Ben', lastName: '' },
        { id: 'c3', firstName: '', lastName: '' },
      ],
      primaryContacts: [{ id: 'p1', firstName: 'Maria', lastName: 'Smith' }],
      secondaryContacts: [{ id: 's1', firstName: 'Tom', lastName: 'Jones' }],
    };

    it('offer the named children and contacts of the answers, and keep their ids', async () => {
      const shadow = await render(
        [field('kids', 'ChildrenSelector', 'Which children?'), field('people', 'ContactSelector', 'Who may pick up?')],
        { values: answers },
      );
      const boxes = (path: string) => [...el(shadow, path).querySelectorAll('sl-checkbox')].map((b) => b.textContent);
      expect(boxes('kids')).to.deep.equal(['Ava Smith', 'Ben']);
      expect(boxes('people')).to.deep.equal(['Maria Smith', 'Tom Jones']);
      await click(tid(shadow, `${fieldId('kids')}-c2`));
      await click(tid(shadow, `${fieldId('people')}-s1`));
      expect(values().kids).to.deep.equal(['c2']);
      expect(values().people).to.deep.equal(['s1']);
    });

    it('say what to do first when there is nobody to choose yet', async () => {
      const shadow = await render([
        field('kids', 'ChildrenSelector', 'Which children?'),
        field('people', 'ContactSelector', 'Who may pick up?'),
      ]);
      expect(el(shadow, 'kids').textContent).to.equal('Which children?Add a child first.');
      expect(el(shadow, 'people').textContent).to.equal('Who may pick up?Add a contact first.');
    });
  });
});

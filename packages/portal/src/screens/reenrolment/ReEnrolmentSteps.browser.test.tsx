import { assert, expect } from '@open-wc/testing';
import { byTestId, found, settle, shadowRenderer } from '@cc/ui/testing';
import { ReEnrolmentStepFrame, chosenFamily, familyAccount, stepData } from '../../testing/reenrolment.fixtures';
import { REENROLMENT_MESSAGES } from './catalogue';
import type { ReEnrolmentFormValues } from './form-values';
import { ChildrenStep } from './steps/ChildrenStep';
import { ContactsStep } from './steps/ContactsStep';
import { validateContactsStep } from './validation';

const renderer = shadowRenderer({ messages: REENROLMENT_MESSAGES });
const errorsIn = (shadow: ShadowRoot) =>
  [...shadow.querySelectorAll('[data-field-error]')].map((e) => e.textContent?.trim());

function contactsStep(values: ReEnrolmentFormValues, region: 'US' | 'AU' = 'US') {
  const data = stepData(region);
  return (
    <ReEnrolmentStepFrame
      shadow={false}
      region={region}
      data={data}
      values={values}
      showErrors
      validate={(v) => validateContactsStep(v, { settings: data.contactSettings, phone: data.phone })}
    >
      <ContactsStep />
    </ReEnrolmentStepFrame>
  );
}

describe('re-enrolment steps', () => {
  afterEach(() => renderer.cleanup());

  it("contacts: the minimums per child and for the family, in the spec's words, until the grandparent is listed", async () => {
    const shadow = await renderer.render(contactsStep(chosenFamily('US')));
    await found(shadow, 'reenrol-contacts-step');
    expect([...shadow.querySelectorAll('summary')].map((s) => s.textContent)).to.deep.equal([
      'Contact for Ava Johnson',
      'Contact for Theo Johnson',
    ]);
    await settle(() => errorsIn(shadow).length > 0);
    expect(errorsIn(shadow)).to.deep.equal([
      'Please add at least 1 contact.',
      'Please mark at least 1 contact as an emergency contact for Ava Johnson.',
      'Please mark at least 1 contact as an emergency contact for Theo Johnson.',
    ]);
    await assert.isAccessible(shadow.host as HTMLElement);
    // Listing Grace for Ava brings back what the account knows of her (grandparent, emergency, pick-up).
    const ava = shadow.querySelectorAll<HTMLElement>('[data-testid="reenrol-child-contacts"]')[0]!;
    const grace = [...ava.querySelectorAll<HTMLElement>('[data-testid="reenrol-contact"]')].find((row) =>
      row.textContent?.includes('Grace Johnson'),
    )!;
    grace.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
    await settle(() => !errorsIn(shadow).some((e) => e?.includes('for Ava Johnson')));
    expect(errorsIn(shadow)).to.deep.equal([
      'Please mark at least 1 contact as an emergency contact for Theo Johnson.',
    ]);
    await settle(() => grace.querySelector<HTMLSelectElement>('select')?.value === 'grandparent');
  });

  it('contacts: "This person is already listed as a contact." on a second contact with the parent\'s name and phone', async () => {
    const values = chosenFamily('AU');
    const linh = values.primaryContacts[0]!;
    const withCopy: ReEnrolmentFormValues = {
      ...values,
      contacts: [
        {
          ...linh,
          key: 'copy',
          id: undefined,
          email: '',
          relationships: values.children.map((c) => ({ ...linh.relationships[0]!, childKey: c.key })),
        },
      ],
    };
    const shadow = await renderer.render(contactsStep(withCopy, 'AU'), { region: 'AU' });
    await settle(() => errorsIn(shadow).includes('This person is already listed as a contact.'));
    await assert.isAccessible(shadow.host as HTMLElement);
  });

  it('children: "Balance Overdue" instead of the children when the account owes past its due date', async () => {
    const shadow = await renderer.render(
      <ReEnrolmentStepFrame shadow={false} region="US" data={stepData('US', true)} values={chosenFamily('US', true)}>
        <ChildrenStep />
      </ReEnrolmentStepFrame>,
    );
    const gate = await found(shadow, 'balance-overdue');
    expect(gate.textContent).to.contain('Balance Overdue');
    expect(gate.textContent).to.contain('$125.00');
    expect(gate.textContent).to.contain('11-16-2026');
    expect(byTestId(shadow, 'reenrol-child')).to.equal(null);
    expect(byTestId(shadow, 'balance-refresh')).to.not.equal(null);
    await assert.isAccessible(shadow.host as HTMLElement);
  });

  it("children: the account's children to choose, and the subsidy question in Australian words", async () => {
    const shadow = await renderer.render(
      <ReEnrolmentStepFrame shadow={false} region="AU" data={stepData('AU')} values={chosenFamily('AU')}>
        <ChildrenStep />
      </ReEnrolmentStepFrame>,
      { region: 'AU' },
    );
    await found(shadow, 'reenrol-children-step');
    const names = [...shadow.querySelectorAll('.cc-reenrol-choice__name')].map((n) => n.textContent);
    expect(names).to.deep.equal(familyAccount('AU').children.map((c) => `${c.firstName} ${c.lastName}`));
    expect((byTestId(shadow, 'reenrol-subsidy') as HTMLElement & { label?: string }).label).to.equal(
      'Does your family receive the CCS subsidy?',
    );
    expect(shadow.textContent).to.contain('Choose the children to enrol at Wattle Tree New Farm.');
    await assert.isAccessible(shadow.host as HTMLElement);
  });
});

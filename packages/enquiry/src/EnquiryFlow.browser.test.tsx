import { expect } from '@open-wc/testing';
import { act } from 'react';
import { GraphQLError } from 'graphql';
import { DEFAULT_FEATURE_FLAGS } from '@cc/core';
import {
  BusinessForDocument,
  BusinessSettingsDocument,
  CenterSummaryDocument,
  PersonExistsDocument,
  type WidgetProps,
} from '@cc/ui';
import { CentreSelectionOfCentreDocument, CentreSelectionSearchDocument } from '@cc/programs';
import { byTestId, settle, shadowRenderer, type MockedResponse } from '@cc/ui/testing';
import { draftKey, type EnquiryDraft } from './draft';
import { EnquiryCenterSettingsDocument, EnquiryCentreStartDocument } from './enquiryFlow.graphql.generated';
import { EnquiryFlow } from './EnquiryFlow';
import { toSubmitApplicationInput } from './form';
import type { EnquiryFormValues } from './form-values';
import { SubmitApplicationDocument } from './submit/submitApplication.graphql.generated';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const BUSINESS = '11111111-1111-4111-8111-111111111111';
const CENTRE = { id: '22222222-2222-4222-8222-222222222222', name: 'Northern Lights Kitsilano' };
const KEY = draftKey({ businessId: BUSINESS }) as string;
const IDEMPOTENCY_KEY = 'draft-key-0001';

const widget: WidgetProps = {
  api: 'http://127.0.0.1:1/graphql',
  region: 'US',
  locale: 'en',
  debug: false,
  view: 'form',
  businessId: BUSINESS,
  centerId: CENTRE.id,
};

function values(): EnquiryFormValues {
  return {
    businessId: BUSINESS,
    selectedCenter: CENTRE,
    firstName: 'Noah',
    lastName: 'Tremblay',
    email: 'noah@example.com',
    phoneNumber: { number: '(604) 555-0177', type: 'Home' },
    familyReceivesSubsidy: undefined,
    children: [
      {
        key: 'k-emma',
        firstName: 'Emma',
        lastName: 'Tremblay',
        dateOfBirth: '2024-03-03',
        programSchedules: [
          {
            programId: 'p-preschool',
            programName: 'Preschool',
            careType: 'LDC',
            availablePlaces: 4,
            cycleType: 'Weekly',
            days: [{ dayOfWeek: 'MONDAY', week: 'WEEK1' }],
            startDate: '2030-09-02',
          },
        ],
      },
    ],
    selectedProgramGroup: [],
    cwaConsent: true,
  };
}

function saveDraft(step: number, page = 0, v: EnquiryFormValues = values()) {
  const draft: EnquiryDraft = { version: 1, values: v, step, page, idempotencyKey: IDEMPOTENCY_KEY };
  localStorage.setItem(KEY, JSON.stringify(draft));
}

const settingsMocks: MockedResponse[] = [
  {
    request: { query: BusinessSettingsDocument, variables: { businessId: BUSINESS } },
    result: {
      data: {
        enrollmentSettings: {
          __typename: 'EnrollmentSettings',
          isUseProgramGroup: false,
          isUsePerProgramGroupFees: false,
          flowType: 'INQUIRE_PROGRAM_FORM_PAY_APPROVE',
          region: 'CA',
          currency: 'CAD',
        },
        featureFlags: { __typename: 'FeatureFlags', ...DEFAULT_FEATURE_FLAGS },
      },
    },
  },
  {
    request: { query: CenterSummaryDocument, variables: { centerId: CENTRE.id } },
    result: {
      data: {
        center: {
          ...CENTRE,
          businessId: BUSINESS,
          timezone: 'America/Vancouver',
          phoneNumber: '+16045550187',
          avatar: null,
        },
      },
    },
  },
  {
    request: { query: EnquiryCenterSettingsDocument, variables: { businessId: BUSINESS, centerIds: [CENTRE.id] } },
    result: { data: { enrollmentCenterSettings: [{ centerId: CENTRE.id, askFamilyAboutSubsidy: false }] } },
  },
];

/** The centre as the centre selection lists it. */
const kitsilano = {
  __typename: 'Center',
  ...CENTRE,
  businessId: BUSINESS,
  phoneNumber: '+16045550187',
  address: {
    __typename: 'Address',
    address1: '2 W 4th Ave',
    address2: null,
    city: 'Vancouver',
    state: 'BC',
    postalCode: 'V6K 1N8',
  },
  reEnrolSettings: {
    __typename: 'ReEnrolSettings',
    usesParentApplication: true,
    businessUsesReEnrol: true,
    usesEnrolmentForm: false,
  },
};

/** businessFor's answer for the centre: the business and its settings (useBusiness asks for these). */
const businessForCentre: MockedResponse = {
  request: { query: BusinessForDocument, variables: { centerId: CENTRE.id } },
  delay: 300,
  result: {
    data: {
      businessFor: {
        __typename: 'BusinessAndSettings',
        businessId: BUSINESS,
        ...(settingsMocks[0]!.result as { data: object }).data,
      },
    },
  },
};

/** A mock that counts the requests it answers (any variables), answering each with `answer`. */
function counted(query: MockedResponse['request']['query'], answer: object, calls: unknown[]): MockedResponse {
  return {
    request: { query },
    variableMatcher: () => true,
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: unknown) => {
      calls.push(variables);
      return { data: structuredClone(answer) };
    },
  };
}

/** Answers like `mock`, noting when it has answered. */
function noted(mock: MockedResponse, answered: { at?: number }): MockedResponse {
  return {
    ...mock,
    result: () => {
      answered.at = performance.now();
      // A copy: Apollo may change the result it is handed, and the other tests share this mock.
      return structuredClone(mock.result) as never;
    },
  };
}

const personClear: MockedResponse = {
  request: {
    query: PersonExistsDocument,
    variables: {
      businessId: BUSINESS,
      firstName: 'Noah',
      lastName: 'Tremblay',
      email: 'noah@example.com',
      phone: '(604) 555-0177',
    },
  },
  result: { data: { personExists: { result: 'NONE', phoneMatch: false } } },
  // The check runs while the page is shown and again right before submit.
  maxUsageCount: 5,
};

const submitRequest = {
  query: SubmitApplicationDocument,
  variables: { input: toSubmitApplicationInput(values(), { idempotencyKey: IDEMPOTENCY_KEY }) },
};

const renderer = shadowRenderer();

async function render(mocks: MockedResponse[], props: WidgetProps = widget): Promise<ShadowRoot> {
  const shadow = await renderer.render(<EnquiryFlow {...props} />, { mocks });
  await settle(() => byTestId(shadow, 'wizard-page'), 'the form never opened');
  return shadow;
}

async function click(shadow: ShadowRoot, id: string) {
  await act(async () => {
    byTestId(shadow, id)?.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('the enquiry flow', () => {
  const events: Array<{ type: string; detail: unknown }> = [];
  const record = (event: Event) => events.push({ type: event.type, detail: (event as CustomEvent).detail });

  beforeEach(() => {
    localStorage.clear();
    events.length = 0;
    for (const type of ['cc-ready', 'cc-submitted', 'cc-step-change']) document.addEventListener(type, record);
  });
  afterEach(async () => {
    for (const type of ['cc-ready', 'cc-submitted', 'cc-step-change']) document.removeEventListener(type, record);
    await renderer.cleanup();
    localStorage.clear();
  });

  it('restores a draft at its step with a notice in the business region; Start over clears it', async () => {
    saveDraft(1);
    const shadow = await render([...settingsMocks]);
    expect(byTestId(shadow, 'wizard-page')?.dataset.step).to.equal('children');
    expect(byTestId(shadow, 'draft-restored')?.textContent).to.contain('We restored what you entered earlier.');
    // The children list is one of the parts loaded on demand.
    await settle(() => byTestId(shadow, 'child-0-first-name'), 'the children list never rendered');
    const firstName = byTestId(shadow, 'child-0-first-name') as HTMLElement & { value: string };
    expect(firstName.value).to.equal('Emma');
    // The business is Canadian: its wording, whatever the element's region attribute said.
    expect(byTestId(shadow, 'enquiry')?.dataset.region).to.equal('CA');
    expect(events.some((e) => e.type === 'cc-ready')).to.equal(true);

    await click(shadow, 'start-over');
    await settle(() => byTestId(shadow, 'wizard-page')?.dataset.step === 'register');
    expect(byTestId(shadow, 'draft-restored')).to.equal(null);
    expect((byTestId(shadow, 'cc-field-firstName') as HTMLElement & { value: string }).value).to.equal('');
    expect(localStorage.getItem(KEY)).to.equal(null);
  });

  it('keeps what the family types in the draft, and an untouched form leaves none', async () => {
    const shadow = await render([...settingsMocks]);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 600));
    });
    expect(localStorage.getItem(KEY)).to.equal(null);
    const input = byTestId(shadow, 'cc-field-firstName')?.shadowRoot?.querySelector('input') as HTMLInputElement;
    await act(async () => {
      input.value = 'Ada';
      input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    });
    await settle(() => localStorage.getItem(KEY), 'no draft saved');
    const draft = JSON.parse(localStorage.getItem(KEY) as string) as EnquiryDraft;
    expect(draft.values.firstName).to.equal('Ada');
    expect([draft.step, draft.page]).to.deep.equal([0, 0]);
    expect(draft.idempotencyKey.length).to.be.greaterThan(7);
  });

  it('drops a corrupt draft and starts afresh', async () => {
    localStorage.setItem(KEY, '{"version":1,"values":');
    const shadow = await render([...settingsMocks]);
    expect(byTestId(shadow, 'draft-restored')).to.equal(null);
    expect(localStorage.getItem(KEY)).to.equal(null);
  });

  it('Back on the first page asks the hosted page to go back, and never touches history itself', async () => {
    const original = history.back;
    let backs = 0;
    history.back = () => {
      backs += 1;
    };
    const intents: unknown[] = [];
    const onNavigate = (event: Event) => intents.push((event as CustomEvent).detail);
    document.addEventListener('cc-navigate', onNavigate);
    try {
      const shadow = await render([...settingsMocks]);
      await click(shadow, 'wizard-back');
      expect(intents).to.deep.equal([{ back: true }]);
      expect(backs).to.equal(0);
    } finally {
      history.back = original;
      document.removeEventListener('cc-navigate', onNavigate);
    }
  });

  it("embedded with business-id, the centres are asked for beside the business's settings and shown without asking again", async () => {
    const searches: { businessID: string }[] = [];
    let settingsAnswered = false;
    const settings = settingsMocks[0]!;
    const mocks: MockedResponse[] = [
      {
        ...settings,
        delay: 300,
        result: () => {
          settingsAnswered = true;
          // A copy: Apollo may change the result it is handed, and the other tests share this mock.
          return structuredClone(settings.result) as never;
        },
      },
      {
        request: { query: CentreSelectionSearchDocument },
        variableMatcher: () => true,
        maxUsageCount: Number.POSITIVE_INFINITY,
        result: (variables: { businessID: string }) => {
          searches.push(variables);
          return { data: { searchCenters: [kitsilano] } };
        },
      },
    ];
    const shadow = await renderer.render(<EnquiryFlow {...widget} view={undefined} centerId={undefined} />, { mocks });
    await settle(() => searches.length > 0, 'the centres were never asked for');
    expect(settingsAnswered, 'the centres waited for the settings').to.equal(false);
    await settle(() => byTestId(shadow, 'centre-list'), 'the selection never showed');
    expect(byTestId(shadow, 'centre-list')?.textContent).to.contain(CENTRE.name);
    expect(searches.map((v) => v.businessID)).to.deep.equal([BUSINESS]);
  });

  it("centre-initiated (the centre alone), the business's centres come with the business: nothing is asked after it", async () => {
    const business: { at?: number } = {};
    const ofCentre: unknown[] = [];
    const searches: unknown[] = [];
    const centres = { businessFor: { __typename: 'BusinessAndSettings', businessId: BUSINESS, centers: [kitsilano] } };
    const mocks: MockedResponse[] = [
      noted(businessForCentre, business),
      settingsMocks[1]!,
      counted(CentreSelectionOfCentreDocument, centres, ofCentre),
      counted(CentreSelectionSearchDocument, { searchCenters: [kitsilano] }, searches),
    ];
    const shadow = await renderer.render(<EnquiryFlow {...widget} view="center-initiated" businessId={undefined} />, {
      mocks,
    });
    await settle(() => ofCentre.length > 0, "the centre's business's centres were never asked for");
    expect(business.at, 'the centres waited for the business').to.equal(undefined);
    await settle(() => byTestId(shadow, 'centre-list'), 'the selection never showed');
    expect(byTestId(shadow, 'centre-list')?.textContent).to.contain(CENTRE.name);
    expect(ofCentre).to.deep.equal([{ centerId: CENTRE.id }]);
    expect(searches, 'the list was asked for again').to.deep.equal([]);
  });

  it("embedded with center-id alone, the centre's settings come with the business and the form opens", async () => {
    const business: { at?: number } = {};
    const starts: unknown[] = [];
    const asked: unknown[] = [];
    const start = {
      businessFor: {
        __typename: 'BusinessAndSettings',
        businessId: BUSINESS,
        centerSettings: [{ __typename: 'EnrollmentCenterSettings', centerId: CENTRE.id, askFamilyAboutSubsidy: false }],
      },
    };
    const mocks: MockedResponse[] = [
      noted(businessForCentre, business),
      settingsMocks[1]!,
      counted(EnquiryCentreStartDocument, start, starts),
      counted(EnquiryCenterSettingsDocument, (settingsMocks[2]!.result as { data: object }).data, asked),
    ];
    const shadow = await renderer.render(<EnquiryFlow {...widget} view={undefined} businessId={undefined} />, {
      mocks,
    });
    await settle(() => starts.length > 0, "the centre's settings were never asked for");
    expect(business.at, "the centre's settings waited for the business").to.equal(undefined);
    await settle(() => byTestId(shadow, 'wizard-page'), 'the form never opened');
    expect(starts).to.deep.equal([{ centerId: CENTRE.id, centerIds: [CENTRE.id] }]);
    expect(asked, "the centre's settings were asked for again").to.deep.equal([]);
  });

  it('embedded on a centre page (no view), the first page has no Back: the family arrived there', async () => {
    const shadow = await render([...settingsMocks], { ...widget, view: undefined });
    expect(byTestId(shadow, 'wizard-back')).to.equal(null);
  });

  it("submits with the draft's idempotency key, then shows the outcome, emits cc-submitted and clears the draft", async () => {
    saveDraft(2);
    const result = {
      success: true,
      id: 'app-1',
      linkCode: 'offer-code',
      state: 'OnWaitlist',
      centerNames: [CENTRE.name],
      errors: [],
    };
    const shadow = await render([
      ...settingsMocks,
      personClear,
      { request: submitRequest, result: { data: { submitApplication: result } } },
    ]);
    expect(byTestId(shadow, 'wizard-submit')?.textContent).to.equal('confirm and continue');
    await click(shadow, 'wizard-submit');
    await settle(() => byTestId(shadow, 'outcome-screen'), 'no outcome screen');
    expect(byTestId(shadow, 'outcome-screen')?.dataset.state).to.equal('OnWaitlist');
    expect(byTestId(shadow, 'outcome-body')?.textContent).to.contain(CENTRE.name);
    expect(events.find((e) => e.type === 'cc-submitted')?.detail).to.deep.equal({ result });
    expect(localStorage.getItem(KEY)).to.equal(null);
  });

  it('server field errors send the family to the field, shown there and in an alert, with everything typed kept', async () => {
    saveDraft(2);
    const shadow = await render([
      ...settingsMocks,
      personClear,
      {
        request: submitRequest,
        result: {
          data: {
            submitApplication: {
              success: false,
              id: '',
              linkCode: null,
              state: null,
              centerNames: [],
              errors: [{ path: 'email', key: 'duplicate-email' }],
            },
          },
        },
      },
    ]);
    await click(shadow, 'wizard-submit');
    await settle(() => byTestId(shadow, 'wizard-page')?.dataset.step === 'register', 'did not go to the email');
    const email = byTestId(shadow, 'cc-field-email') as HTMLElement & { value: string };
    expect(email.querySelector('[data-field-error]')?.textContent).to.equal('This email address is already in use');
    expect(email.value).to.equal('noah@example.com');
    expect(byTestId(shadow, 'submit-alert')?.getAttribute('role')).to.equal('alert');
    expect(byTestId(shadow, 'submit-alert')?.textContent).to.contain('This email address is already in use');
    await settle(() => shadow.activeElement === email, 'the email field was not focused');
  });

  it('removing the only child and pressing Next says a child is required, without an empty card or an error', async () => {
    saveDraft(1);
    const thrown: string[] = [];
    const onError = (event: ErrorEvent) => thrown.push(event.message);
    window.addEventListener('error', onError);
    try {
      const shadow = await render([...settingsMocks, personClear]);
      await settle(
        () => byTestId(shadow, 'wizard-page')?.dataset.step === 'children',
        'the children step never opened',
      );
      await click(shadow, 'remove-child-0');
      await settle(() => shadow.querySelectorAll('[data-testid="child-entry"]').length === 0, 'the card stayed');
      await click(shadow, 'wizard-next');
      await settle(
        () => byTestId(shadow, 'children-list')?.textContent?.includes('Required - add at least one item') === true,
        'no message that a child is required',
      );
      expect(byTestId(shadow, 'wizard-page')?.dataset.step).to.equal('children');
      expect(shadow.querySelectorAll('[data-testid="child-entry"]').length).to.equal(0);
      await click(shadow, 'add-child');
      await settle(() => shadow.querySelectorAll('[data-testid="child-entry"]').length === 1, 'no new child card');
      expect(thrown).to.deep.equal([]);
    } finally {
      window.removeEventListener('error', onError);
    }
  });

  it('a person the business already knows blocks the submit button with the message; Back still works', async () => {
    saveDraft(2);
    const shadow = await render([
      ...settingsMocks,
      { ...personClear, result: { data: { personExists: { result: 'EXACT', phoneMatch: false } } } },
    ]);
    await settle(() => byTestId(shadow, 'submit-blocked'), 'the submit was not blocked');
    const detail = byTestId(shadow, 'submit-blocked-detail');
    expect(detail?.textContent).to.contain('You are already registered with us.');
    // A way forward: the centre's number, as Canadians write it, and a button that dials it.
    expect(detail?.textContent).to.contain('To talk it through, call Northern Lights Kitsilano on (604) 555-0187.');
    expect((byTestId(shadow, 'submit-blocked-detail-call-button') as HTMLElement & { href?: string })?.href).to.equal(
      'tel:+16045550187',
    );
    expect(byTestId(shadow, 'wizard-submit')?.hasAttribute('disabled')).to.equal(true);
    expect(byTestId(shadow, 'wizard-back')?.hasAttribute('disabled')).to.equal(false);
    await click(shadow, 'wizard-back');
    await settle(() => byTestId(shadow, 'wizard-page')?.dataset.step === 'children');
  });

  it('the person check is answered on the step where the details were typed: a failure can be tried again', async () => {
    saveDraft(0);
    const failedOnce: MockedResponse = {
      ...personClear,
      maxUsageCount: 1,
      result: undefined,
      error: new Error('down'),
    };
    const shadow = await render([...settingsMocks, failedOnce, personClear]);
    await settle(() => byTestId(shadow, 'wizard-page')?.dataset.step === 'register', 'the register step never opened');
    await settle(() => byTestId(shadow, 'person-exists'), 'the failed check was never shown', 5000);
    expect(byTestId(shadow, 'person-exists')?.textContent).to.contain('Unable to validate if person exists');
    await click(shadow, 'person-exists-retry');
    await settle(() => byTestId(shadow, 'person-exists') === null, 'the check was not run again', 5000);
  });

  it('a failed request shows each server message inside the widget, the extension message first', async () => {
    saveDraft(2);
    const reported: string[] = [];
    const onError = (event: Event) => reported.push((event as CustomEvent<{ message: string }>).detail.message);
    document.addEventListener('cc-error', onError);
    const shadow = await render([
      ...settingsMocks,
      personClear,
      {
        request: submitRequest,
        result: {
          errors: [
            new GraphQLError('Internal', { extensions: { message: 'Too many requests. Please wait a minute.' } }),
          ],
        },
      },
    ]);
    await click(shadow, 'wizard-submit');
    await settle(() => byTestId(shadow, 'submit-alert'), 'no alert');
    expect(byTestId(shadow, 'submit-alert')?.textContent).to.contain('Too many requests. Please wait a minute.');
    expect(byTestId(shadow, 'wizard-page')?.dataset.step).to.equal('programs');
    expect(localStorage.getItem(KEY)).to.not.equal(null);
    // The host page hears of it too.
    document.removeEventListener('cc-error', onError);
    expect(reported).to.deep.equal(['Too many requests. Please wait a minute.']);
  });
});

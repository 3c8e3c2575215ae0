import { expect } from '@open-wc/testing';
import { byTestId, found, settle, shadowRenderer, type MockedResponse } from '../testing';
import { ConnectedSubsidyChecklist } from './ConnectedSubsidyChecklist';
import { SubsidyChecklistForLinkCodeDocument, TickSubsidyStepDocument } from './subsidyChecklist.graphql.generated';

const LINK_CODE = 'link-subsidy-1';
const OFFER = 'offer-1';

const checklist = (lodged: boolean, done: Partial<Record<string, string>> = {}) => ({
  id: 'checklist-1',
  applicationOfferId: OFFER,
  lodgedAt: lodged ? '2026-11-25T01:30:00.000Z' : null,
  steps: ['LINK_CRN_CONFIRM_ENROLMENT', 'CHECK_CCS_PERCENTAGE', 'KEEP_DETAILS_CURRENT'].map((key) => ({
    key,
    doneAt: done[key] ?? null,
    canTick: key !== 'LINK_CRN_CONFIRM_ENROLMENT' || lodged,
  })),
});
const readMock = (answer: ReturnType<typeof checklist> | null): MockedResponse => ({
  request: { query: SubsidyChecklistForLinkCodeDocument, variables: { linkCode: LINK_CODE } },
  result: { data: { subsidyChecklistForLinkCode: answer } },
});
const tickMock = (step: string, answer: ReturnType<typeof checklist>): MockedResponse => ({
  request: {
    query: TickSubsidyStepDocument,
    variables: { input: { linkCode: LINK_CODE, applicationOfferId: OFFER, step, done: true } },
  },
  result: { data: { tickSubsidyStep: { success: true, errors: [], checklist: answer } } },
});

type Box = HTMLElement & { checked: boolean; disabled: boolean; helpText: string };
const box = (shadow: ShadowRoot, key: string) => shadow.querySelector<Box>(`[data-step="${key}"] sl-checkbox`)!;

const renderer = shadowRenderer({ region: 'AU' });

describe('SubsidyChecklist', () => {
  afterEach(() => renderer.cleanup());

  it('before the centre lodges: the CRN step cannot be ticked and says it waits for the centre', async () => {
    const shadow = await renderer.render(
      <div data-testid="host">
        <ConnectedSubsidyChecklist source={{ linkCode: LINK_CODE, applicationOfferId: OFFER }} />
      </div>,
      { mocks: [readMock(checklist(false, { CHECK_CCS_PERCENTAGE: '2026-11-24T03:00:00.000Z' }))] },
    );
    const list = await found(shadow, 'subsidy-checklist');
    expect(list.getAttribute('role')).to.equal('group');
    expect(list.querySelector('h3')?.textContent).to.equal('Getting the Child Care Subsidy');
    const crn = box(shadow, 'LINK_CRN_CONFIRM_ENROLMENT');
    expect([crn.checked, crn.disabled, crn.helpText]).to.deep.equal([
      false,
      true,
      'Waiting for the centre to lodge your enrolment',
    ]);
    expect(crn.textContent).to.contain("Link your child's CRN");
    const percentage = box(shadow, 'CHECK_CCS_PERCENTAGE');
    expect([percentage.checked, percentage.disabled, percentage.helpText]).to.deep.equal([
      true,
      false,
      'Done 24-11-2026',
    ]);
  });

  it('once lodged the family ticks the CRN step, and the answer shows it done', async () => {
    const done = checklist(true, { LINK_CRN_CONFIRM_ENROLMENT: '2026-11-26T03:00:00.000Z' });
    const shadow = await renderer.render(
      <div data-testid="host">
        <ConnectedSubsidyChecklist source={{ linkCode: LINK_CODE, applicationOfferId: OFFER }} />
      </div>,
      { mocks: [readMock(checklist(true)), tickMock('LINK_CRN_CONFIRM_ENROLMENT', done)] },
    );
    await found(shadow, 'subsidy-lodged');
    const crn = box(shadow, 'LINK_CRN_CONFIRM_ENROLMENT');
    expect(crn.disabled).to.equal(false);
    (crn.shadowRoot!.querySelector('[part~="control"]') as HTMLElement).click();
    await settle(
      () => shadow.querySelector('[data-step="LINK_CRN_CONFIRM_ENROLMENT"][data-done="true"]'),
      'the CRN step never showed done',
    );
    expect(byTestId(shadow, 'subsidy-failed')).to.equal(null);
  });
});

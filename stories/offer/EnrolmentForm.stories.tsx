import type { Meta, StoryObj } from '@storybook/react-vite';
import { GraphQLError } from 'graphql';
import type { MockedResponse } from '@cc/ui/testing';
import { DocumentLinkDocument } from '../../packages/forms/src/fields/documentLink.graphql.generated';
import { OFFER_MESSAGES } from '../../packages/offer/src/i18n/catalogue';
import { EnrolmentFormScreen } from '../../packages/offer/src/screens/enrolment/EnrolmentFormScreen';
import {
  UPLOAD_REFUSALS,
  attachDocumentsMock,
  enrolmentDocumentMock as documentMock,
  enrolmentWizardMocks as wizardMocks,
  immunisationAnswers,
  stubUploads,
} from '../../packages/offer/src/testing/enrolment';
import { LINK_CODE, offer, offerMock, widgetProps, type Offer } from '../../packages/offer/src/testing/fixtures';
import { DESKTOP, MOBILE } from '../regions';
import { WidgetFrame } from '../WidgetFrame';

type Region = 'US' | 'AU';
type Answer = 'fresh' | 'resumed' | 'submitted' | 'loading' | 'error' | 'document-uploaded' | 'document-refused';
type Refusal = keyof typeof UPLOAD_REFUSALS;

interface Args {
  region: Region;
  answer: Answer;
  /** What the server answers the upload in 'document-refused' (upload.route.ts's keys). */
  refusal: Refusal;
}

const EVENTS = ['cc-navigate', 'cc-submitted'] as const;

/** What a family saved before leaving at Contacts: the child's questions answered, a primary contact begun. */
function savedAnswers(accepted: Offer, region: Region) {
  const child = accepted.children[0]!;
  const au = region === 'AU';
  return {
    children: [
      {
        id: child.id,
        firstName: child.firstName,
        lastName: child.lastName,
        dateOfBirth: child.dateOfBirth,
        gender: 'Female',
        ...(au ? { indigenousStatus: 'NotIndicated' } : { grade: 'PREK' }),
        hasMedicalCondition: 'no',
        hasImmunisation: 'no',
      },
    ],
    medical: [],
    primaryContacts: [
      {
        id: `primary-${region}`,
        firstName: au ? 'Linh' : 'Emily',
        lastName: child.lastName,
        email: au ? 'linh.nguyen@example.com' : 'emily.johnson@example.com',
        phone: au ? { number: '0412 345 678', type: 'Mobile' } : { number: '(312) 555-0123', type: 'Mobile' },
        relationship: 'parent',
      },
    ],
    secondaryContacts: [{ id: `secondary-${region}` }],
  };
}

/** The uploaded record, as the children step shows it with its Open and Remove. */
const UPLOADED = { fileId: 'document-1', fileName: 'immunisation-record.pdf' };

/**
 * Open asks for a fresh link each time; here it is a small PDF made in the page, so a designer's click opens a file
 * and leaves for no server.
 */
function documentLinkMock(): MockedResponse {
  return {
    request: { query: DocumentLinkDocument },
    variableMatcher: () => true,
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: () => ({
      data: {
        documentLink: {
          __typename: 'DocumentLink',
          url: URL.createObjectURL(new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' })),
          expiresAt: '2026-12-10T15:05:00Z',
        },
      },
    }),
  };
}

function mocksFor(region: Region, answer: Answer): MockedResponse[] {
  const accepted = offer(region, { state: 'ACCEPTED', applicationState: 'APPLICANT_ACCEPTED_OFFER' });
  switch (answer) {
    case 'fresh':
      return [
        offerMock(accepted),
        documentMock(accepted, { enrollment: {}, currentStep: null, submitted: false }),
        ...wizardMocks(accepted),
      ];
    case 'resumed':
      return [
        offerMock(accepted),
        documentMock(accepted, {
          enrollment: savedAnswers(accepted, region),
          currentStep: 'contacts',
          submitted: false,
        }),
        ...wizardMocks(accepted),
      ];
    case 'submitted':
      return [
        offerMock(accepted),
        documentMock(accepted, { enrollment: savedAnswers(accepted, region), currentStep: 'terms', submitted: true }),
      ];
    case 'loading':
      return [
        offerMock(accepted),
        documentMock(accepted, { enrollment: {}, currentStep: null, submitted: false }, 1e9),
      ];
    case 'document-uploaded':
    case 'document-refused':
      // The children step with the immunisation record asked for: stored and openable, or about to be refused.
      return [
        offerMock(accepted),
        documentMock(accepted, {
          enrollment: immunisationAnswers(accepted, answer === 'document-uploaded' ? UPLOADED : undefined),
          currentStep: 'children',
          submitted: false,
        }),
        ...wizardMocks(accepted),
        attachDocumentsMock(),
        documentLinkMock(),
      ];
    case 'error':
      return [
        offerMock(accepted),
        documentMock(
          accepted,
          new GraphQLError('This offer has no enrolment form to fill in.', {
            extensions: { code: 'OFFER_NOT_ACCEPTED' },
          }),
        ),
      ];
  }
}

const meta = {
  title: 'Offer/Enrolment form',
  args: { region: 'US', answer: 'fresh', refusal: 'offer-upload-limit' },
  argTypes: {
    region: { control: 'inline-radio', options: ['US', 'AU'] },
    answer: {
      control: 'select',
      options: ['fresh', 'resumed', 'submitted', 'loading', 'error', 'document-uploaded', 'document-refused'],
    },
    refusal: { control: 'select', options: Object.keys(UPLOAD_REFUSALS) },
  },
  // POST /uploads is not GraphQL: its answer is stubbed at fetch, with the server's own body, while the story shows.
  beforeEach: ({ args }) => stubUploads(UPLOAD_REFUSALS[args.refusal]),
  render: ({ region, answer, refusal }) => (
    <WidgetFrame
      key={`${region}-${answer}-${refusal}`}
      region={region}
      messages={OFFER_MESSAGES}
      mocks={mocksFor(region, answer)}
      events={EVENTS}
    >
      <EnrolmentFormScreen widget={widgetProps('enrolment-form', { region })} linkCode={LINK_CODE} />
    </WidgetFrame>
  ),
  play: async ({ args, canvasElement }) => {
    if (args.answer === 'document-refused') await pickDocument(canvasElement);
  },
} satisfies Meta<Args>;
export default meta;

type StoryDef = StoryObj<typeof meta>;

/** Picks a PDF in the immunisation record's field, as the family's file chooser does; the stubbed server refuses it. */
async function pickDocument(canvasElement: HTMLElement) {
  const selector = '[data-testid="cc-field-children-0-immunisationDocument-file"]';
  let input: HTMLInputElement | null | undefined;
  for (let tries = 0; tries < 200 && !input; tries += 1) {
    input = canvasElement.querySelector('[data-testid="shadow-scope"]')?.shadowRoot?.querySelector(selector);
    if (!input) await new Promise((resolve) => setTimeout(resolve, 25));
  }
  if (!input) throw new Error('The immunisation record field never showed.');
  const transfer = new DataTransfer();
  transfer.items.add(new File(['%PDF-1.4\n%%EOF\n'], 'immunisation-record.pdf', { type: 'application/pdf' }));
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

export const UsDesktop: StoryDef = { globals: DESKTOP };
export const UsMobile: StoryDef = { globals: MOBILE };
export const AuDesktop: StoryDef = { args: { region: 'AU' }, globals: DESKTOP };
export const AuMobile: StoryDef = { args: { region: 'AU' }, globals: MOBILE };
export const Resumed: StoryDef = { args: { answer: 'resumed' }, globals: MOBILE };
export const ResumedAuDesktop: StoryDef = { args: { answer: 'resumed', region: 'AU' }, globals: DESKTOP };
export const Submitted: StoryDef = { args: { answer: 'submitted', region: 'AU' }, globals: MOBILE };
export const SubmittedUsDesktop: StoryDef = { args: { answer: 'submitted' }, globals: DESKTOP };
export const Loading: StoryDef = { args: { answer: 'loading' }, globals: MOBILE };
export const LoadingAuDesktop: StoryDef = { args: { answer: 'loading', region: 'AU' }, globals: DESKTOP };
export const LoadError: StoryDef = { args: { answer: 'error' }, globals: DESKTOP };
export const LoadErrorAuMobile: StoryDef = { args: { answer: 'error', region: 'AU' }, globals: MOBILE };
// The Document field: a stored record with Open and Remove, and the server's refusals in the family's words.
export const DocumentUploadedUsMobile: StoryDef = { args: { answer: 'document-uploaded' }, globals: MOBILE };
export const DocumentUploadedUsDesktop: StoryDef = { args: { answer: 'document-uploaded' }, globals: DESKTOP };
export const DocumentUploadedAuMobile: StoryDef = {
  args: { answer: 'document-uploaded', region: 'AU' },
  globals: MOBILE,
};
export const DocumentUploadedAuDesktop: StoryDef = {
  args: { answer: 'document-uploaded', region: 'AU' },
  globals: DESKTOP,
};
export const DocumentOfferCapUsMobile: StoryDef = { args: { answer: 'document-refused' }, globals: MOBILE };
export const DocumentOfferCapAuDesktop: StoryDef = {
  args: { answer: 'document-refused', region: 'AU' },
  globals: DESKTOP,
};
export const DocumentHourlyCapUsDesktop: StoryDef = {
  args: { answer: 'document-refused', refusal: 'client-upload-limit' },
  globals: DESKTOP,
};
export const DocumentHourlyCapAuMobile: StoryDef = {
  args: { answer: 'document-refused', refusal: 'client-upload-limit', region: 'AU' },
  globals: MOBILE,
};
export const DocumentOfferClosedUsDesktop: StoryDef = {
  args: { answer: 'document-refused', refusal: 'offer-closed' },
  globals: DESKTOP,
};
export const DocumentOfferClosedAuMobile: StoryDef = {
  args: { answer: 'document-refused', refusal: 'offer-closed', region: 'AU' },
  globals: MOBILE,
};

// The enrolment form's answers for component tests and Storybook: the form with what the family saved, each step's
// save, the submission, a document attached, and the upload endpoint's answers (POST /uploads is not GraphQL: it is
// stubbed at fetch, with the server's own bodies). Nothing here is imported by the widget.
import { GraphQLError } from 'graphql';
import { standardEnrolmentForm } from '@cc/core/forms';
import type { MockedResponse } from '@cc/ui/testing';
import {
  AttachOfferDocumentsDocument,
  EnrolmentBillingCyclesDocument,
  EnrolmentDocumentDocument,
  SaveEnrolmentDocumentDocument,
  SubmitEnrolmentDocument,
} from '../screens/enrolment/enrolment.graphql.generated';
import { LINK_CODE, type Offer } from './fixtures';

type Region = 'US' | 'AU';

/** The centre's today, as the server sends it: after the offer was made, before the place starts. */
export const ENROLMENT_TODAY = '2026-12-10';

/** The server's answer to enrollmentDocument for the accepted offer: the form, what was saved, or its refusal. */
export function enrolmentDocumentMock(
  accepted: Offer,
  answer: { enrollment: object; currentStep: string | null; submitted: boolean } | GraphQLError,
  delay = 0,
): MockedResponse {
  const request = {
    query: EnrolmentDocumentDocument,
    variables: {
      linkCode: LINK_CODE,
      businessId: accepted.businessId,
      applicationId: accepted.applicationId,
      applicationOfferId: accepted.id,
    },
  };
  if (answer instanceof GraphQLError) return { request, result: { errors: [answer] }, delay };
  return {
    request,
    result: {
      data: {
        enrollmentDocument: {
          applicationOfferId: accepted.id,
          form: JSON.stringify(standardEnrolmentForm(accepted.region as Region)),
          enrollment: JSON.stringify(answer.enrollment),
          currentStep: answer.currentStep,
          submitted: answer.submitted,
          today: ENROLMENT_TODAY,
        },
      },
    },
    delay,
    maxUsageCount: 5,
  };
}

/** Every Next saves and the last step submits; both succeed, so a designer can click through the form. */
export function enrolmentWizardMocks(accepted: Offer): MockedResponse[] {
  return [
    {
      request: { query: SaveEnrolmentDocumentDocument },
      variableMatcher: () => true,
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: { data: { setEnrollmentDocument: { success: true, errors: [] } } },
      delay: 300,
    },
    {
      request: { query: EnrolmentBillingCyclesDocument },
      variableMatcher: () => true,
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: {
        data: {
          enrollmentBillingCycleTemplates: [
            { __typename: 'BillingCycleTemplate', id: 'cycle-weekly', name: 'Weekly (Monday)' },
            { __typename: 'BillingCycleTemplate', id: 'cycle-monthly', name: 'Monthly (1st)' },
          ],
        },
      },
    },
    {
      request: { query: SubmitEnrolmentDocument },
      variableMatcher: () => true,
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: { data: { submitOffer: { id: `enrolment-${accepted.region}`, errors: [] } } },
      delay: 300,
    },
  ];
}

/** setApplicationOfferDocuments links whatever was uploaded: the document keeps the id and name the upload gave. */
export function attachDocumentsMock(): MockedResponse {
  return {
    request: { query: AttachOfferDocumentsDocument },
    variableMatcher: () => true,
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: { files: Array<{ id: string; name: string }> }) => ({
      data: {
        setApplicationOfferDocuments: variables.files.map((file) => ({
          __typename: 'OfferDocument',
          id: file.id,
          name: file.name,
        })),
      },
    }),
  };
}

/** The first child's answers on the children step, with the immunisation record asked for and, given, uploaded. */
export function immunisationAnswers(accepted: Offer, uploaded?: { fileId: string; fileName: string }) {
  const child = accepted.children[0]!;
  return {
    children: [
      {
        id: child.id,
        firstName: child.firstName,
        lastName: child.lastName,
        dateOfBirth: child.dateOfBirth,
        gender: 'Female',
        ...(accepted.region === 'AU' ? { indigenousStatus: 'NotIndicated' } : { grade: 'PREK' }),
        hasMedicalCondition: 'no',
        hasImmunisation: 'yes',
        ...(uploaded ? { immunisationDocument: { ...uploaded, expiryDate: '2027-06-30' } } : {}),
      },
    ],
  };
}

/** What POST /uploads answers: the server's status and body (upload.route.ts), or a stored document. */
export interface UploadAnswer {
  status: number;
  body: unknown;
}

/** The server's refusals, as upload.route.ts sends them. */
export const UPLOAD_REFUSALS = {
  'offer-closed': {
    status: 409,
    body: {
      error: 'This offer takes no documents: only an accepted offer whose enrolment form is not yet submitted does.',
      key: 'offer-closed',
    },
  },
  'offer-upload-limit': {
    status: 413,
    body: { error: "This offer's documents have reached the size allowed for one offer.", key: 'offer-upload-limit' },
  },
  'client-upload-limit': {
    status: 429,
    body: {
      error: 'Too many uploads from this address in the last hour. Please try again later.',
      key: 'client-upload-limit',
    },
  },
  'file-too-large': {
    status: 413,
    body: {
      error: 'The selected file is too large. Please select smaller file with size less than 10 megabytes.',
      key: 'file-too-large',
    },
  },
  'file-type-not-allowed': {
    status: 415,
    body: { error: 'Please choose a PDF, JPEG, PNG or HEIC file.', key: 'file-type-not-allowed' },
  },
} satisfies Record<string, UploadAnswer>;

/**
 * Answers every POST to …/uploads with `answer` (other requests go on as before); returns the undo. The widget's upload
 * is a plain fetch beside the GraphQL endpoint, so this is its boundary, as the mocked Apollo link is GraphQL's.
 */
export function stubUploads(answer: UploadAnswer | ((file: File | null) => UploadAnswer)): () => void {
  const original = window.fetch;
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (!url.pathname.endsWith('/uploads') || init?.method !== 'POST') return original(input, init);
    const file = init.body instanceof FormData ? (init.body.get('file') as File | null) : null;
    const { status, body } = typeof answer === 'function' ? answer(file) : answer;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return () => {
    window.fetch = original;
  };
}

import type { Meta, StoryObj } from '@storybook/react-vite';
import { GraphQLError } from 'graphql';
import { standardEnrolmentForm } from '@cc/core/forms';
import type { MockedResponse } from '@cc/ui/testing';
import { OFFER_MESSAGES } from '../../packages/offer/src/i18n/catalogue';
import { OfferFlow } from '../../packages/offer/src/OfferFlow';
import { PreviewEnrolmentDocument } from '../../packages/offer/src/screens/enrolment/preview.graphql.generated';
import { LINK_CODE, offer, widgetProps, type Offer } from '../../packages/offer/src/testing/fixtures';
import { DESKTOP, MOBILE } from '../regions';
import { WidgetFrame } from '../WidgetFrame';

type Region = 'US' | 'AU';
type Answer = 'preview' | 'loading' | 'not-found';

interface Args {
  region: Region;
  answer: Answer;
}

const EVENTS = ['cc-ready', 'cc-navigate', 'cc-error'] as const;

/** The centre's today, as the server sends it: after the offer was accepted, before the place starts. */
const TODAY = '2026-12-10';

/** What the family saved: their child, an allergy, a primary contact with an address, a grandparent for pick-up. */
function savedAnswers(accepted: Offer, region: Region) {
  const child = accepted.children[0]!;
  const au = region === 'AU';
  const parent = au ? 'Linh' : 'Emily';
  return {
    children: [
      {
        id: child.id,
        firstName: child.firstName,
        lastName: child.lastName,
        dateOfBirth: child.dateOfBirth,
        gender: 'Female',
        ...(au ? { indigenousStatus: 'NeitherAboriginalTorresStraitIslander' } : { grade: 'PREK' }),
        hasMedicalCondition: 'yes',
        hasImmunisation: 'no',
      },
    ],
    medical: [
      {
        id: `allergy-${region}`,
        child: [child.id],
        category: 'Allergy',
        allergyName: 'Peanuts',
        severity: 'Severe',
        reactions: 'Hives and swelling of the lips within minutes.',
        note: 'Her adrenaline auto-injector is in the front pocket of her bag.',
      },
    ],
    primaryContacts: [
      {
        id: `primary-${region}`,
        firstName: parent,
        lastName: child.lastName,
        email: au ? 'linh.nguyen@example.com' : 'emily.johnson@example.com',
        phone: au ? { number: '0412 345 678', type: 'Mobile' } : { number: '(312) 555-0123', type: 'Mobile' },
        relationship: 'parent',
        address: au
          ? { address1: '12 Gertrude Street', city: 'Fitzroy', state: 'VIC', postalCode: '3065' }
          : { address1: '2418 N Clark Street', address2: 'Apt 3B', city: 'Chicago', state: 'IL', postalCode: '60614' },
        dateOfBirth: au ? '1990-06-21' : '1989-04-02',
      },
    ],
    secondaryContacts: [
      {
        id: `secondary-${region}`,
        firstName: au ? 'Thanh' : 'Robert',
        lastName: child.lastName,
        phone: au ? { number: '03 9416 2277', type: 'Home' } : { number: '(773) 555-0188', type: 'Home' },
        email: au ? 'thanh.nguyen@example.com' : 'robert.johnson@example.com',
        relationship: 'grandparent',
        emergencyContact: [child.id],
        permissionToPickUp: [child.id],
      },
    ],
    cwaConsent: true,
    tcAgreed: true,
    signature: { typedName: `${parent} ${child.lastName}` },
  };
}

/** The server's answer to previewEnrollmentForm for the link: the form and what was saved, or its refusal. */
function previewMock(accepted: Offer, answer: { enrollment: object } | GraphQLError, delay = 0): MockedResponse {
  const request = { query: PreviewEnrolmentDocument, variables: { hash: LINK_CODE } };
  if (answer instanceof GraphQLError) return { request, result: { errors: [answer] }, delay };
  const region = accepted.region as Region;
  return {
    request,
    result: {
      data: {
        previewEnrollmentForm: {
          applicationOfferId: accepted.id,
          form: JSON.stringify(standardEnrolmentForm(region)),
          enrollment: JSON.stringify(answer.enrollment),
          region,
          centerName: accepted.center.name,
          today: TODAY,
        },
      },
    },
    delay,
    maxUsageCount: 5,
  };
}

function mocksFor(region: Region, answer: Answer): MockedResponse[] {
  const accepted = offer(region, { state: 'ACCEPTED', applicationState: 'APPLICANT_ACCEPTED_OFFER' });
  switch (answer) {
    case 'preview':
      return [previewMock(accepted, { enrollment: savedAnswers(accepted, region) })];
    case 'loading':
      return [previewMock(accepted, { enrollment: savedAnswers(accepted, region) }, 1e9)];
    case 'not-found':
      // The application has left APPLICANT_ACCEPTED_OFFER (or the link names nothing): the generic error shows.
      return [
        previewMock(accepted, new GraphQLError('Enrolment form not found.', { extensions: { code: 'NOT_FOUND' } })),
      ];
  }
}

const meta = {
  title: 'Offer/Enrolment preview',
  args: { region: 'US', answer: 'preview' },
  argTypes: {
    region: { control: 'inline-radio', options: ['US', 'AU'] },
    answer: { control: 'inline-radio', options: ['preview', 'loading', 'not-found'] },
  },
  // <cc-offer view="preview"> on /preview/{hash}: the link's code is the hash.
  render: ({ region, answer }) => (
    <WidgetFrame
      key={`${region}-${answer}`}
      region={region}
      messages={OFFER_MESSAGES}
      mocks={mocksFor(region, answer)}
      events={EVENTS}
    >
      <OfferFlow {...widgetProps('preview', { region })} />
    </WidgetFrame>
  ),
} satisfies Meta<Args>;
export default meta;

type StoryDef = StoryObj<typeof meta>;

export const UsDesktop: StoryDef = { globals: DESKTOP };
export const UsMobile: StoryDef = { globals: MOBILE };
export const AuDesktop: StoryDef = { args: { region: 'AU' }, globals: DESKTOP };
export const AuMobile: StoryDef = { args: { region: 'AU' }, globals: MOBILE };
export const Loading: StoryDef = { args: { answer: 'loading' }, globals: MOBILE };
export const LoadingAuDesktop: StoryDef = { args: { answer: 'loading', region: 'AU' }, globals: DESKTOP };
export const NotFound: StoryDef = { args: { answer: 'not-found' }, globals: DESKTOP };
export const NotFoundAuMobile: StoryDef = { args: { answer: 'not-found', region: 'AU' }, globals: MOBILE };

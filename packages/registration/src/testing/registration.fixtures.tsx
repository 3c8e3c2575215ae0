// The registration link's GraphQL answers for component tests and Storybook: a US registration (Summer Camp 2027 at
// Maple Grove Lincoln Park, no subsidy question) and an AU one (Summer Holiday Program at Wattle Tree Fitzroy, with
// the subsidy question), the programs of the demo (early bird, fee-free, one place left, full), a new family and a
// returning family signed in with its code. The checkout's answers are in checkout.fixtures.ts. Nothing here is
// imported by the widget itself.
import { GraphQLError } from 'graphql';
import type { WidgetProps } from '@cc/ui';
import { AnswerSignInChallengeDocument, RequestSignInCodeDocument, SignOutDocument } from '@cc/ui/sign-in';
import type { MockedResponse } from '@cc/ui/testing';
import { registrationDrafts } from '../draft';
import {
  RegistrationByLinkCodeDocument,
  RegistrationEmailKnownDocument,
  type RegistrationByLinkCodeQuery,
} from '../registration.graphql.generated';
import { registrationCss } from '../styles';
import type { RegistrationProgram } from '../wizard/data';
import type { RegistrationFormValues } from '../wizard/form-values';
import { RegistrationWizard } from '../wizard/RegistrationWizard';
import {
  ProgramsForRegistrationDocument,
  RegistrationMeDocument,
  SubmitRegistrationDocument,
} from '../wizard/wizard.graphql.generated';

export type StoryRegion = 'US' | 'AU';

/** The registration link (/registration/{LINK_CODE}) and the checkout link its submission answers. */
export const LINK_CODE = 'r8Vt2LmX9cRb4NwP7kZe3A';
export const CHECKOUT_CODE = 'k3Hq7WpZ2sYd9FxB6nTe4C';

export function widgetProps(view: 'registration' | 'checkout', extra: Partial<WidgetProps> = {}): WidgetProps {
  return {
    api: 'http://127.0.0.1:1/graphql',
    region: 'US',
    locale: 'en',
    debug: false,
    view,
    linkCode: view === 'checkout' ? CHECKOUT_CODE : LINK_CODE,
    ...extra,
  };
}

type Registration = RegistrationByLinkCodeQuery['registrationByLinkCode'];

export const REGISTRATION: Record<StoryRegion, Registration> = {
  US: {
    id: 'a1000000-0000-4000-8000-000000000001',
    name: 'Summer Camp 2027',
    description: 'Summer camp, swimming, art and music at Lincoln Park for children up to twelve.',
    businessId: '11111111-1111-4111-8111-111111111111',
    centerId: 'c1000000-0000-4000-8000-000000000001',
    centerName: 'Maple Grove Lincoln Park',
    region: 'US',
    currency: 'USD',
    askFamilyAboutSubsidy: false,
    isOpen: true,
  },
  AU: {
    id: 'a3000000-0000-4000-8000-000000000001',
    name: 'Summer Holiday Program',
    description: 'Holiday care, swimming, art and music at Fitzroy over the summer break.',
    businessId: '33333333-3333-4333-8333-333333333333',
    centerId: 'c3000000-0000-4000-8000-000000000001',
    centerName: 'Wattle Tree Fitzroy',
    region: 'AU',
    currency: 'AUD',
    askFamilyAboutSubsidy: true,
    isOpen: true,
  },
};

interface Person {
  first: string;
  last: string;
  email: string;
  phone: string;
  children: Array<{ id: string; firstName: string; dateOfBirth: string }>;
}

/** A family new to the business (it types everything), and one that signs in with its code (its children known). */
export const FAMILY: Record<'new' | 'returning', Record<StoryRegion, Person>> = {
  new: {
    US: {
      first: 'Sofia',
      last: 'Ramirez',
      email: 'sofia.ramirez@example.com',
      phone: '(312) 555-0142',
      children: [
        { id: 'new-us-1', firstName: 'Mateo', dateOfBirth: '2019-05-21' },
        { id: 'new-us-2', firstName: 'Lucia', dateOfBirth: '2021-09-03' },
      ],
    },
    AU: {
      first: 'Chloe',
      last: 'Walker',
      email: 'chloe.walker@example.com',
      phone: '0412 345 678',
      children: [
        { id: 'new-au-1', firstName: 'Oliver', dateOfBirth: '2019-02-11' },
        { id: 'new-au-2', firstName: 'Ruby', dateOfBirth: '2021-11-28' },
      ],
    },
  },
  returning: {
    US: {
      first: 'Emily',
      last: 'Johnson',
      email: 'emily.johnson@example.com',
      phone: '(312) 555-0199',
      children: [
        { id: 'child-us-ava', firstName: 'Ava', dateOfBirth: '2020-02-14' },
        { id: 'child-us-theo', firstName: 'Theo', dateOfBirth: '2022-03-10' },
      ],
    },
    AU: {
      first: 'Linh',
      last: 'Nguyen',
      email: 'linh.nguyen@example.com',
      phone: '0412 345 699',
      children: [
        { id: 'child-au-mia', firstName: 'Mia', dateOfBirth: '2020-06-02' },
        { id: 'child-au-an', firstName: 'An', dateOfBirth: '2022-01-19' },
      ],
    },
  },
};

const SEASON: Record<StoryRegion, { start: string; end: string; earlyBirdUntil: string }> = {
  US: { start: '2027-06-14', end: '2027-08-09', earlyBirdUntil: '2027-04-30' },
  AU: { start: '2027-12-13', end: '2028-01-28', earlyBirdUntil: '2027-10-31' },
};

/** The demo's programs: Summer Camp (early bird, 20 places), Swim Lessons (no fee), Art Club (1 left), Music (full). */
export function programs(region: StoryRegion): RegistrationProgram[] {
  const season = SEASON[region];
  const program = (slug: string, name: string, description: string, places: number, fee: number) => ({
    id: `program-${region.toLowerCase()}-${slug}`,
    name,
    description,
    startDate: season.start,
    endDate: season.end,
    minAgeMonths: 0,
    maxAgeMonths: 155,
    availablePlaces: places,
    earlyBirdUntil: null,
    isEarlyBird: false,
    feeAmount: fee,
    isTieredFee: false,
  });
  return [
    {
      ...program('summer-camp', 'Summer Camp', 'Eight weeks of games, crafts and outings.', 20, 4000),
      earlyBirdUntil: season.earlyBirdUntil,
      isEarlyBird: true,
    },
    program('swim', 'Swim Lessons', 'Weekly lessons; no fee.', 15, 0),
    program('art', 'Art Club', 'Painting and clay (one place left).', 1, 2500),
    program('music', 'Music & Movement', 'Songs and dance (full: new registrations wait).', 0, 2500),
  ];
}

export const programId = (region: StoryRegion, slug: 'summer-camp' | 'swim' | 'art' | 'music') =>
  `program-${region.toLowerCase()}-${slug}`;

export interface RegistrationMockOptions {
  /** How registrationByLinkCode answers: open (default), closed, unknown, in maintenance, failing, or never. */
  link?: 'open' | 'closed' | 'not-found' | 'maintenance' | 'error' | 'loading';
  /** No program is open to any child ("There are no open registrations at this time."). */
  noPrograms?: boolean;
}

const always = { variableMatcher: () => true, maxUsageCount: Number.POSITIVE_INFINITY } as const;
const coded = (message: string, code: string) => ({
  errors: [new GraphQLError(message, { extensions: { code } })],
});

/** The email page's, the sign-in's and the wizard's questions, answered the same way however often they are asked. */
export function registrationMocks(region: StoryRegion, options: RegistrationMockOptions = {}): MockedResponse[] {
  const registration = REGISTRATION[region];
  const link = options.link ?? 'open';
  const returning = FAMILY.returning[region];
  const linkAnswer: Partial<MockedResponse> =
    link === 'not-found'
      ? { result: coded('Registration not found.', 'NOT_FOUND') }
      : link === 'maintenance'
        ? { result: coded('Registration is under maintenance.', 'MAINTENANCE') }
        : link === 'error'
          ? { error: new Error('Failed to fetch') }
          : {
              result: { data: { registrationByLinkCode: { ...registration, isOpen: link !== 'closed' } } },
              delay: link === 'loading' ? 1e9 : 100,
            };
  return [
    { request: { query: RegistrationByLinkCodeDocument }, ...always, ...linkAnswer },
    {
      request: { query: RegistrationEmailKnownDocument },
      ...always,
      delay: 150,
      // The returning family's email is known with a login; any other is new to the business.
      result: (variables: { email: string }) => ({
        data: {
          personExists: {
            result: variables.email.toLowerCase() === returning.email ? 'EXACTWITHLOGIN' : 'NONE',
          },
        },
      }),
    },
    {
      request: { query: RequestSignInCodeDocument },
      ...always,
      result: { data: { requestSignInCode: { challenge: 'story-challenge', expiresAt: '2099-01-01T00:00:00.000Z' } } },
    },
    {
      request: { query: AnswerSignInChallengeDocument },
      ...always,
      result: {
        data: {
          answerSignInChallenge: {
            token: 'story-token',
            expiresAt: '2099-01-01T00:00:00.000Z',
            personId: `person-${region}`,
          },
        },
      },
    },
    { request: { query: SignOutDocument }, ...always, result: { data: { signOut: true } } },
    {
      request: { query: RegistrationMeDocument },
      ...always,
      result: {
        data: {
          fetchMe: {
            id: `person-${region}`,
            firstName: returning.first,
            lastName: returning.last,
            email: returning.email,
            children: returning.children.map((child) => ({ ...child, lastName: returning.last })),
          },
        },
      },
    },
    {
      request: { query: ProgramsForRegistrationDocument },
      ...always,
      delay: 150,
      result: (variables: { childWithDobs: Array<{ childId: string }> }) => ({
        data: {
          programsForRegistration: variables.childWithDobs.map((child) => ({
            childId: child.childId,
            programs: options.noPrograms ? [] : programs(region),
          })),
        },
      }),
    },
    {
      request: { query: SubmitRegistrationDocument },
      ...always,
      delay: 300,
      result: {
        data: {
          submitRegistrationSubmission: {
            success: true,
            id: `submission-${region}`,
            linkCode: CHECKOUT_CODE,
            state: 'APPROVED',
            errors: [],
          },
        },
      },
    },
  ];
}

export interface WizardFill {
  family: 'new' | 'returning';
  /** Your Information typed in (a returning family's names and email come from its account either way). */
  information?: boolean;
  /** A new family's children added on Child(ren) Information (a returning family's are always listed). */
  children?: boolean;
  /** How many of the children are ticked, in order. */
  selected?: number;
  /** Programs picked per ticked child, by slug. */
  picks?: ReadonlyArray<ReadonlyArray<'summer-camp' | 'swim' | 'art' | 'music'>>;
}

/** The form as the family has filled it so far. */
export function wizardValues(region: StoryRegion, fill: WizardFill): RegistrationFormValues {
  const person = FAMILY[fill.family][region];
  const returning = fill.family === 'returning';
  const typed = returning || fill.information === true;
  const children =
    returning || fill.children
      ? person.children.map((child) => ({
          key: child.id,
          ...(returning ? { externalId: child.id } : {}),
          firstName: child.firstName,
          lastName: person.last,
          dateOfBirth: child.dateOfBirth,
          programIds: [] as string[],
        }))
      : [];
  const selected = children.slice(0, fill.selected ?? 0);
  selected.forEach((child, i) => {
    child.programIds = (fill.picks?.[i] ?? []).map((slug) => programId(region, slug));
  });
  return {
    firstName: typed ? person.first : '',
    lastName: typed ? person.last : '',
    email: person.email,
    phoneNumber: { number: fill.information ? person.phone : '', type: 'Mobile' },
    ...(fill.information && REGISTRATION[region].askFamilyAboutSubsidy ? { familyReceivesSubsidy: false } : {}),
    children,
    selectedChildKeys: selected.map((child) => child.key),
  };
}

export const WIZARD_STEP = { information: 0, children: 1, programs: 2, review: 3 } as const;

/**
 * The wizard as the registration screen shows it, opened at a step. A later step opens the way a family's kept draft
 * does (the wizard's only way in past the first step; nothing is written to storage), so "We restored what you
 * entered earlier." shows above it. A returning family is signed in: the wizard asks for it (RegistrationMe).
 */
export function RegistrationWizardAt(props: {
  region: StoryRegion;
  values: RegistrationFormValues;
  step?: number;
  page?: number;
  signedIn?: boolean;
  onSubmitted?(checkoutCode: string): void;
}) {
  const { region, values, step = 0, page = 0 } = props;
  const draft =
    step > 0 || page > 0
      ? { version: registrationDrafts.version, values, step, page, idempotencyKey: `story-${region}-draft-key` }
      : undefined;
  return (
    <div className="cc-registration">
      <style>{registrationCss}</style>
      <div className="cc-registration__screen" data-region={region}>
        <RegistrationWizard
          registration={REGISTRATION[region]}
          linkCode={LINK_CODE}
          email={values.email}
          signedIn={props.signedIn ?? false}
          region={region}
          drafts={{ storage: undefined, draftKey: undefined, draft }}
          onLeave={() => console.info('Back: the email page')}
          onSubmitted={props.onSubmitted ?? ((code) => console.info('On to the checkout', code))}
        />
      </div>
    </div>
  );
}

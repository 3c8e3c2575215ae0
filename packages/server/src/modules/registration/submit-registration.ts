import { GraphQLError } from 'graphql';
import { centreToday, resolveFlags, type FieldError } from '@cc/core';
import type {
  MutationSubmitRegistrationSubmissionArgs,
  RegistrationSubmissionResult,
  RegistrationSubmissionState,
} from '../../generated/resolvers.generated';
import type { GraphQLContext } from '../../graphql/context';
import { badInput } from '../../graphql/errors';
import { hashLinkCode, newLinkCode } from '../../security/link-code';
import { requestHash } from '../application/request-hash';
import { saveFamily } from '../family/save-family';
import { requireSession } from '../identity/session.access';
import type { Repositories } from '../repositories';
import { checkRegistrationInput, type CheckedRegistrationInput } from './registration-checks';
import { registrationFee } from './registration-fees';
import { mailSubmitted } from './registration-mail';
import { openRegistration, requireOwnRegistration, type OpenedRegistration } from './registration-access';
import type { RegistrationScheduleState } from './registration.table';
import type { NewSubmissionSchedule } from './submission.repository';
import { idempotencyKeyHash, sealLinkCode, unsealLinkCode } from './submission-link';

const failed = (errors: FieldError[]): RegistrationSubmissionResult => ({
  success: false,
  id: '',
  linkCode: null,
  state: null,
  errors,
});

/** The submission's state from its rows: any waiting for the centre, else any without a place, else approved. */
export function submissionStateOf(states: readonly RegistrationScheduleState[]): RegistrationSubmissionState {
  if (states.includes('SUBMITTED')) return 'SUBMITTED';
  if (states.includes('OFFERED_WAITLIST')) return 'OFFERED_WAITLIST';
  return 'APPROVED';
}

/**
 * Who submits. A request naming a person (personId) must come from that person's session at this business:
 * UNAUTHENTICATED without one (the widget asks its host for a new token), FORBIDDEN for anyone else's id. Without a
 * personId the family is new, whatever token came along.
 */
async function submitterOf(ctx: GraphQLContext, businessId: string, personId: string | null | undefined) {
  if (!personId) return undefined;
  const session = await requireSession(ctx, businessId);
  if (String(personId).toLowerCase() !== session.personId) {
    throw new GraphQLError('You can only register as yourself.', { extensions: { code: 'FORBIDDEN' } });
  }
  return { personId: session.personId };
}

interface Written {
  id: string;
  state: RegistrationSubmissionState;
  linkCode: string;
  personId: string;
  rows: RegistrationScheduleState[];
}

/** The account the submission is for, and the children's ids in the family's order (new ones written now). */
async function saveRegistrant(
  tx: Repositories,
  businessId: string,
  input: CheckedRegistrationInput,
  signedIn: { personId: string } | undefined,
): Promise<{ personId: string; accountId: string; childIds: string[] }> {
  // Without a session every child is new (a child named by id was refused as child-not-found).
  // (A signed-out family whose email the business knows was refused as person-exists: no account to name.)
  if (!signedIn) return saveFamily(tx, businessId, input, input.children, null);
  const { personId } = signedIn;
  // The person's first account at the business (a person with none, e.g. a signed-up parent, gets one now).
  const [first] = (
    await tx.accounts.pageOfPerson(businessId, personId, { pageNumber: 1, pageSize: 1, limit: 1, offset: 0 })
  ).rows;
  const accountId = first?.id ?? (await tx.accounts.createHeldBy(businessId, personId, `${input.lastName} family`));
  const childIds: string[] = [];
  const added: string[] = [];
  for (const child of input.children) {
    const id = child.externalId ?? (await tx.children.insert(accountId, child));
    if (child.externalId === null) added.push(id);
    childIds.push(id);
  }
  if (added.length > 0) {
    // New children get the parent as their contact, as a new family's do (save-family.ts).
    const own = (await tx.contacts.ofAccounts([accountId])).find((c) => c.person_id === personId);
    const contactId = own?.id ?? (await tx.contacts.addPrimaryContact({ accountId, personId }));
    await tx.contacts.linkAsParent(contactId, added);
  }
  return { personId, accountId, childIds };
}

/**
 * Every row of the submission in the caller's transaction. The programs' rows are locked (in id order) before their
 * places are counted, so one submit at a time takes them: a child's program with a place left gets SUBMITTED (the
 * registration needs approval) or APPROVED, one without OFFERED_WAITLIST. Never oversold.
 */
async function writeSubmission(
  tx: Repositories,
  at: { registration: OpenedRegistration; tiered: boolean; today: string; now: Date },
  input: CheckedRegistrationInput,
  signedIn: { personId: string } | undefined,
  hashes: { idempotencyKey: string; request: string },
): Promise<Written> {
  const { registration } = at;
  const family = await saveRegistrant(tx, registration.business_id, input, signedIn);
  const programIds = [...new Set(input.children.flatMap((c) => c.programIds))].sort();
  const programs = new Map((await tx.registrations.lockPrograms(registration.id, programIds)).map((p) => [p.id, p]));
  const taken = await tx.registrationSubmissions.placesTaken(programIds);
  const left = new Map([...programs.values()].map((p) => [p.id, p.places - (taken.get(p.id) ?? 0)]));
  const withPlace: RegistrationScheduleState = registration.requires_approval ? 'SUBMITTED' : 'APPROVED';
  const schedules: NewSubmissionSchedule[] = input.children.flatMap((child, i) =>
    child.programIds.map((programId) => {
      const program = programs.get(programId);
      if (!program) throw new Error('a checked program is gone');
      const places = left.get(programId)!;
      left.set(programId, places - 1);
      const fee = registrationFee(program, {
        centreToday: at.today,
        position: i + 1,
        tiered: at.tiered,
        feesAllowed: registration.center_application_fees_allowed,
      });
      return {
        child_id: family.childIds[i]!,
        registration_program_id: programId,
        state: places > 0 ? withPlace : 'OFFERED_WAITLIST',
        is_early_bird: fee.isEarlyBird,
        fee_cents: fee.feeCents,
        child_position: i + 1,
      };
    }),
  );
  const rows = schedules.map((s) => s.state);
  const state = submissionStateOf(rows);
  const linkCode = newLinkCode();
  const id = await tx.registrationSubmissions.insert(
    {
      registration_id: registration.id,
      business_id: registration.business_id,
      person_id: family.personId,
      account_id: family.accountId,
      link_code_hash: hashLinkCode(linkCode),
      link_code_sealed: sealLinkCode(linkCode, input.idempotencyKey, registration.id),
      state,
      family_receives_subsidy: input.familyReceivesSubsidy,
      idempotency_key: hashes.idempotencyKey,
      request_hash: hashes.request,
      promo_code_id: null,
      terms_accepted_at: null,
      created_at: at.now,
      updated_at: at.now,
    },
    schedules,
  );
  return { id, state, linkCode, personId: family.personId, rows };
}

const UNIQUE_VIOLATION = '23505';
function isIdempotencyRace(error: unknown): boolean {
  const { code, constraint, message } = (error ?? {}) as { code?: string; constraint?: string; message?: string };
  return code === UNIQUE_VIOLATION && (constraint ?? message ?? '').includes('registration_submission_idempotency');
}

/**
 * The answer to a repeated idempotency key: the submission as it stands, with the same link code (unsealed with
 * the key the retry carries; null once staff issued a new one, which their mail holds). The same key with another
 * request is a caller mistake.
 */
async function earlierAnswer(
  ctx: GraphQLContext,
  registrationId: string,
  input: CheckedRegistrationInput,
  hashes: { idempotencyKey: string; request: string },
): Promise<RegistrationSubmissionResult | undefined> {
  const found = await ctx.repos.registrationSubmissions.findByIdempotencyKey(registrationId, hashes.idempotencyKey);
  if (!found) return undefined;
  if (found.request_hash !== hashes.request) {
    throw badInput('input.idempotencyKey', 'This idempotencyKey came with another request before; use a new key.');
  }
  return {
    success: true,
    id: found.id,
    linkCode: unsealLinkCode(found.link_code_sealed, input.idempotencyKey, registrationId) ?? null,
    state: found.state as RegistrationSubmissionState,
    errors: [],
  };
}

/**
 * submitRegistrationSubmission (document 1, section 7): the link opens the registration (NOT_FOUND, MAINTENANCE), the
 * ids must be its own, it must be open; the input is checked again; a repeated idempotency key answers the first
 * submission; a new family whose email the business knows must sign in instead (person-exists: never written into
 * someone else's account); then everything in one transaction, and the family is mailed the checkout link.
 */
export async function submitRegistration(
  ctx: GraphQLContext,
  args: MutationSubmitRegistrationSubmissionArgs,
): Promise<RegistrationSubmissionResult> {
  const { registration, business } = await openRegistration(ctx, args.linkCode);
  requireOwnRegistration(registration, args);
  // Anonymous writes that create families: the enquiry's limits, per address and per business.
  const clientCalls = await ctx.rateLimiter.check('submitApplication', ctx.clientIp);
  await ctx.rateLimiter.checkShare('submitApplicationPerBusiness', business.id, clientCalls);
  const { result, rows } = await submitChecked(ctx, registration, business, args);
  ctx.log.info(
    {
      registrationId: registration.id,
      registrationSubmissionId: result.id || undefined,
      state: result.state ?? undefined,
      errors: result.errors.map((e) => e.key),
      ...(rows && {
        children: args.input.children.length,
        rows: rows.length,
        waitlisted: rows.filter((s) => s === 'OFFERED_WAITLIST').length,
      }),
    },
    'registration submission',
  );
  return result;
}

async function submitChecked(
  ctx: GraphQLContext,
  registration: OpenedRegistration,
  business: Awaited<ReturnType<typeof openRegistration>>['business'],
  args: MutationSubmitRegistrationSubmissionArgs,
): Promise<{ result: RegistrationSubmissionResult; rows?: RegistrationScheduleState[] }> {
  const answer = (result: RegistrationSubmissionResult) => ({ result });
  const signedIn = await submitterOf(ctx, business.id, args.input.personId);
  const now = ctx.clock.now();
  const today = centreToday(registration.center_timezone, now);
  const known = signedIn ? await ctx.repos.children.ofPerson(business.id, signedIn.personId) : [];
  const checked = checkRegistrationInput(args.input, {
    region: business.region,
    askFamilyAboutSubsidy: registration.ask_family_about_subsidy,
    programs: await ctx.repos.registrations.programsOf([registration.id]),
    centreToday: today,
    knownChildren: new Map(
      known.map((c) => [c.id, { firstName: c.first_name, lastName: c.last_name, dateOfBirth: c.date_of_birth }]),
    ),
  });
  const closed = failed([{ path: 'registrationId', key: 'registration-closed' }]);
  if (!checked.ok) return answer(registration.is_open ? failed(checked.errors) : closed);
  const input = checked.value;
  const hashes = {
    idempotencyKey: idempotencyKeyHash(input.idempotencyKey),
    request: requestHash({ ...input, registrationId: registration.id } as unknown as Record<string, unknown>),
  };
  // A retry of a submission made while the registration was open still gets its answer once it is closed.
  const earlier = await earlierAnswer(ctx, registration.id, input, hashes);
  if (earlier) return answer(earlier);
  if (!registration.is_open) return answer(closed);
  if (!signedIn && (await ctx.repos.persons.findHolderByEmail(business.id, input.email))) {
    // The family may be this very request's, written a moment ago by its twin (a double click) after the look-up
    // above: its submission is committed with it, so the first answer is there to give.
    const twin = await earlierAnswer(ctx, registration.id, input, hashes);
    return answer(twin ?? failed([{ path: 'email', key: 'person-exists' }]));
  }
  const tiered = resolveFlags(business.feature_flags).tieredRegistrationFee;
  let written: Written;
  try {
    written = await ctx.withTransaction((tx) =>
      writeSubmission(tx, { registration, tiered, today, now }, input, signedIn, hashes),
    );
  } catch (error) {
    // Two submits with one key at once: the second hits the unique key, rolls back and answers the first's.
    const winner = isIdempotencyRace(error) ? await earlierAnswer(ctx, registration.id, input, hashes) : undefined;
    if (winner) return answer(winner);
    throw error;
  }
  await mailSubmitted(ctx, {
    business,
    registration,
    personId: written.personId,
    submissionId: written.id,
    state: written.state,
    linkCode: written.linkCode,
  });
  const result = { success: true, id: written.id, linkCode: written.linkCode, state: written.state, errors: [] };
  return { result, rows: written.rows };
}

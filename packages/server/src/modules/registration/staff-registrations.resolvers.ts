import type {
  MutationResolvers,
  QueryResolvers,
  RegistrationSubmissionChild,
  RegistrationSubmissionState,
  StaffRegistration,
  StaffRegistrationSubmission,
} from '../../generated/resolvers.generated';
import type { GraphQLContext } from '../../graphql/context';
import { badInput, notFound } from '../../graphql/errors';
import { requireUuid } from '../../graphql/struct-input';
import { hashLinkCode, newLinkCode } from '../../security/link-code';
import { requireBusiness, requireCenterOf } from '../business/business.access';
import { requireStaff } from '../staff/staff.access';
import { checkNewRegistration } from './registration-checks';
import { mailDecided } from './registration-mail';
import type { RegistrationRow } from './registration.repository';
import type { RegistrationScheduleState } from './registration.table';
import type { SubmissionRow, SubmissionScheduleView } from './submission.repository';

/** The business, and the caller as one of its staff (a parent's session is FORBIDDEN). */
async function staffOf(ctx: GraphQLContext, businessId: string) {
  const business = await requireBusiness(ctx, 'businessId', businessId);
  const staff = await requireStaff(ctx, business.id);
  return { business, staff };
}

async function requireRegistrationOf(ctx: GraphQLContext, businessId: string, registrationId: string) {
  const registration = await ctx.repos.registrations.findOfBusiness(
    businessId,
    requireUuid('registrationId', registrationId),
  );
  if (!registration) throw notFound('Registration');
  return registration;
}

/** Registrations with their programs and the places each has left. */
async function staffRegistrations(
  ctx: GraphQLContext,
  registrations: readonly RegistrationRow[],
): Promise<StaffRegistration[]> {
  const programs = await ctx.repos.registrations.programsOf(registrations.map((r) => r.id));
  const taken = await ctx.repos.registrationSubmissions.placesTaken(programs.map((p) => p.id));
  return registrations.map((r) => ({
    id: r.id,
    name: r.name,
    centerId: r.center_id,
    isOpen: r.is_open,
    requiresApproval: r.requires_approval,
    programs: programs
      .filter((p) => p.registration_id === r.id)
      .map((p) => ({
        id: p.id,
        name: p.name,
        places: p.places,
        availablePlaces: Math.max(0, p.places - (taken.get(p.id) ?? 0)),
      })),
  }));
}

/** A submission's children in the family's order, each with its rows. */
function childrenOf(rows: readonly SubmissionScheduleView[]): RegistrationSubmissionChild[] {
  const children = new Map<string, RegistrationSubmissionChild>();
  for (const row of rows) {
    const child = children.get(row.child_id) ?? {
      id: row.child_id,
      firstName: row.child_first_name,
      lastName: row.child_last_name,
      dateOfBirth: row.child_date_of_birth,
      schedules: [],
    };
    child.schedules.push({
      id: row.id,
      state: row.state,
      isWaitlisted: row.state === 'OFFERED_WAITLIST' || row.state === 'WAITLISTED',
      isEarlyBird: row.is_early_bird,
      feeAmount: row.fee_cents,
      program: {
        id: row.program_id,
        name: row.program_name,
        description: row.program_description,
        startDate: row.program_start_date,
        endDate: row.program_end_date,
      },
    });
    children.set(row.child_id, child);
  }
  return [...children.values()];
}

async function staffSubmissions(
  ctx: GraphQLContext,
  submissions: readonly SubmissionRow[],
): Promise<StaffRegistrationSubmission[]> {
  const rows = await ctx.repos.registrationSubmissions.schedulesOf(submissions.map((s) => s.id));
  return submissions.map((s) => ({
    id: s.id,
    state: s.state as RegistrationSubmissionState,
    createdAt: s.created_at.toISOString(),
    personId: s.person_id,
    accountId: s.account_id,
    children: childrenOf(rows.filter((r) => r.submission_id === s.id)),
  }));
}

export const staffRegistrationQueries: Pick<QueryResolvers, 'registrations' | 'registrationSubmissions'> = {
  async registrations(_parent, { businessId }, ctx) {
    const { business } = await staffOf(ctx, businessId);
    return staffRegistrations(ctx, await ctx.repos.registrations.listOfBusiness(business.id));
  },

  async registrationSubmissions(_parent, { businessId, registrationId }, ctx) {
    const { business } = await staffOf(ctx, businessId);
    const registration = await requireRegistrationOf(ctx, business.id, registrationId);
    return staffSubmissions(ctx, await ctx.repos.registrationSubmissions.listOfRegistration(registration.id));
  },
};

/** Submissions staff may still decide: the family has not completed the checkout, and nobody rejected it. */
const DECIDABLE = new Set(['SUBMITTED', 'APPROVED', 'OFFERED_WAITLIST']);

export const staffRegistrationMutations: Pick<
  MutationResolvers,
  'createRegistration' | 'setRegistrationOpen' | 'decideRegistrationSubmission'
> = {
  async createRegistration(_parent, { input }, ctx) {
    const { business, staff } = await staffOf(ctx, input.businessId);
    const center = await requireCenterOf(ctx, business, 'input.centerId', input.centerId);
    const checked = checkNewRegistration(input);
    const linkCode = newLinkCode();
    const id = await ctx.withTransaction((tx) =>
      tx.registrations.insert(
        {
          business_id: business.id,
          center_id: center.id,
          name: checked.name,
          description: checked.description,
          link_code_hash: hashLinkCode(linkCode),
          ask_family_about_subsidy: input.askFamilyAboutSubsidy,
          requires_approval: input.requiresApproval,
          is_open: true,
          created_at: ctx.clock.now(),
        },
        checked.programs,
      ),
    );
    ctx.log.info({ registrationId: id, staffId: staff.personId }, 'registration created');
    const [registration] = await staffRegistrations(ctx, [
      (await ctx.repos.registrations.findOfBusiness(business.id, id))!,
    ]);
    return { registration: registration!, linkCode };
  },

  async setRegistrationOpen(_parent, { businessId, registrationId, isOpen }, ctx) {
    const { business, staff } = await staffOf(ctx, businessId);
    const id = requireUuid('registrationId', registrationId);
    if (!(await ctx.repos.registrations.setOpen(business.id, id, isOpen))) throw notFound('Registration');
    ctx.log.info({ registrationId: id, isOpen, staffId: staff.personId }, 'registration opened or closed');
    const [registration] = await staffRegistrations(ctx, [
      (await ctx.repos.registrations.findOfBusiness(business.id, id))!,
    ]);
    return registration!;
  },

  // APPROVE: rows waiting for the centre get their place. WAITLIST: rows holding a place give it back and wait.
  // REJECT: every row and the submission are rejected (places given back). Under the submission's row lock, so a
  // decision and the family's checkout never cross.
  async decideRegistrationSubmission(_parent, { businessId, registrationSubmissionId, decision }, ctx) {
    const { business, staff } = await staffOf(ctx, businessId);
    const id = requireUuid('registrationSubmissionId', registrationSubmissionId);
    const now = ctx.clock.now();
    const decided = await ctx.withTransaction(async (tx) => {
      const submission = await tx.registrationSubmissions.findOfBusiness(business.id, id, true);
      if (!submission) throw notFound('Registration submission');
      if (!DECIDABLE.has(submission.state)) {
        throw badInput(
          'registrationSubmissionId',
          `This submission is ${submission.state} and can no longer be decided: only SUBMITTED, APPROVED or OFFERED_WAITLIST submissions can.`,
        );
      }
      let state: RegistrationSubmissionState;
      if (decision === 'APPROVE') {
        await tx.registrationSubmissions.moveSchedules(id, 'APPROVED', ['SUBMITTED']);
        const rows = await tx.registrationSubmissions.schedulesOf([id]);
        state = rows.some((r) => r.state === 'OFFERED_WAITLIST') ? 'OFFERED_WAITLIST' : 'APPROVED';
      } else if (decision === 'WAITLIST') {
        const holding: RegistrationScheduleState[] = ['SUBMITTED', 'APPROVED'];
        await tx.registrationSubmissions.moveSchedules(id, 'OFFERED_WAITLIST', holding);
        state = 'OFFERED_WAITLIST';
      } else {
        await tx.registrationSubmissions.moveSchedules(id, 'REJECTED');
        state = 'REJECTED';
      }
      // Only the code's hash is kept, so the family's first code cannot be mailed again: an approval or a waitlist
      // gets a new code (it replaces the old one, whose sealed copy goes too), and the mail carries it.
      const linkCode = decision === 'REJECT' ? null : newLinkCode();
      await tx.registrationSubmissions.update(id, {
        state,
        updated_at: now,
        ...(linkCode && { link_code_hash: hashLinkCode(linkCode), link_code_sealed: null }),
      });
      return { submission: { ...submission, state, updated_at: now }, linkCode };
    });
    ctx.log.info(
      { registrationSubmissionId: id, decision, state: decided.submission.state, staffId: staff.personId },
      'registration submission decided',
    );
    const registration = await ctx.repos.registrations.findOfBusiness(business.id, decided.submission.registration_id);
    if (registration) {
      await mailDecided(ctx, {
        business,
        registration,
        personId: decided.submission.person_id,
        submissionId: id,
        decision,
        linkCode: decided.linkCode,
      });
    }
    const [view] = await staffSubmissions(ctx, [decided.submission]);
    return view!;
  },
};

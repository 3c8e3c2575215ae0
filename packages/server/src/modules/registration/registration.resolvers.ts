import { centreToday, resolveFlags, toRegion } from '@cc/core';
import type { MutationResolvers, QueryResolvers, RegistrationProgram } from '../../generated/resolvers.generated';
import { fitsProgram, requireChildDobs } from './registration-checks';
import { registrationFee } from './registration-fees';
import { openRegistration, requireOwnRegistration } from './registration-access';
import { staffRegistrationMutations, staffRegistrationQueries } from './staff-registrations.resolvers';
import { submitRegistration } from './submit-registration';

export const registrationQueries: Partial<QueryResolvers> = {
  async registrationByLinkCode(_parent, { linkCode }, ctx) {
    const { registration, business } = await openRegistration(ctx, linkCode);
    return {
      id: registration.id,
      name: registration.name,
      description: registration.description,
      businessId: registration.business_id,
      centerId: registration.center_id,
      centerName: registration.center_name,
      region: toRegion(business.region),
      currency: business.currency,
      askFamilyAboutSubsidy: registration.ask_family_about_subsidy,
      isOpen: registration.is_open,
    };
  },

  // Each child's list: the programs its age fits on their start dates, with places left and that child's fee (its
  // position among the children the family listed counts for the tiered fee). A closed registration offers none.
  async programsForRegistration(_parent, args, ctx) {
    const { registration, business } = await openRegistration(ctx, args.linkCode);
    requireOwnRegistration(registration, args);
    const today = centreToday(registration.center_timezone, ctx.clock.now());
    const children = requireChildDobs(args.childWithDobs, today);
    if (!registration.is_open) return children.map((c) => ({ childId: c.childId, programs: [] }));
    const programs = await ctx.repos.registrations.programsOf([registration.id]);
    const taken = await ctx.repos.registrationSubmissions.placesTaken(programs.map((p) => p.id));
    const feesAllowed = registration.center_application_fees_allowed;
    // With fees off every child pays nothing: no fee depends on the children.
    const tiered = resolveFlags(business.feature_flags).tieredRegistrationFee && feesAllowed;
    return children.map((child, i) => ({
      childId: child.childId,
      programs: programs
        .filter((p) => fitsProgram(child.dateOfBirth, p))
        .map((p): RegistrationProgram => {
          const fee = registrationFee(p, { centreToday: today, position: i + 1, tiered, feesAllowed });
          return {
            id: p.id,
            name: p.name,
            description: p.description,
            startDate: p.start_date,
            endDate: p.end_date,
            minAgeMonths: p.min_age_months,
            maxAgeMonths: p.max_age_months,
            availablePlaces: Math.max(0, p.places - (taken.get(p.id) ?? 0)),
            earlyBirdUntil: p.early_bird_until,
            isEarlyBird: fee.isEarlyBird,
            feeAmount: fee.feeCents,
            isTieredFee: tiered,
          };
        }),
    }));
  },

  ...staffRegistrationQueries,
};

export const registrationMutations: Partial<MutationResolvers> = {
  submitRegistrationSubmission: (_parent, args, ctx) => submitRegistration(ctx, args),
  ...staffRegistrationMutations,
};

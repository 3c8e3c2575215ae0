import type { Program, ProgramsByAgeInput, QueryResolvers } from '../../generated/resolvers.generated';
import type { GraphQLContext } from '../../graphql/context';
import { badInput, notFound } from '../../graphql/errors';
import { requireDate, requireText, requireUuid, requireUuids } from '../../graphql/validate';
import { requireBusiness } from '../business/business.access';
import { toEnrollmentSettings } from '../business/business.mapper';
import { ageInMonths, isAgeInRange } from './age';
import { toProgram } from './program.mapper';

interface AgedChild {
  childId: string;
  fullName: string;
  dateOfBirth: string;
}

const MAX_CHILDREN = 20;

/** The spec's child key: first and last name joined by a dollar sign. */
export const childFullName = (firstName: string, lastName: string) => `${firstName}$${lastName}`;

async function childrenByAge(ctx: GraphQLContext, businessId: string, byAge: ProgramsByAgeInput): Promise<AgedChild[]> {
  const ids = requireUuids('byAge.childIds', byAge.childIds ?? [], MAX_CHILDREN);
  const newChildren = byAge.childWithDobs ?? [];
  if (ids.length + newChildren.length > MAX_CHILDREN) {
    throw badInput('byAge', `byAge may name at most ${MAX_CHILDREN} children.`);
  }
  const known = await ctx.repos.children.findInBusiness(businessId, ids);
  // A child id from another business is treated like an unknown one: the same not-found.
  if (known.length !== new Set(ids).size) throw notFound('Child');
  const result: AgedChild[] = known.map((c) => ({
    childId: c.id,
    fullName: childFullName(c.first_name, c.last_name),
    dateOfBirth: c.date_of_birth,
  }));
  for (const child of newChildren) {
    const fullName = childFullName(
      requireText('byAge.childWithDobs.firstName', child.firstName, 100),
      requireText('byAge.childWithDobs.lastName', child.lastName, 100),
    );
    // A new child's temporary id is its full name, as the spec's wizard keys it.
    result.push({
      childId: fullName,
      fullName,
      dateOfBirth: requireDate('byAge.childWithDobs.dateOfBirth', child.dateOfBirth),
    });
  }
  return result;
}

export const programQueries: Pick<QueryResolvers, 'programsForCenter' | 'program'> = {
  async programsForCenter(_parent, { businessId, centerId, searchDate, byAge }, ctx) {
    const business = await requireBusiness(ctx, 'businessId', businessId);
    const onDate = requireDate('searchDate', searchDate);
    const center = await ctx.repos.centers.findVisible(requireUuid('centerId', centerId));
    if (!center || center.business_id !== business.id) throw notFound('Centre');
    const programs = await ctx.repos.programs.listForCenter(business.id, center.id, onDate);
    const children = byAge ? await childrenByAge(ctx, business.id, byAge) : null;
    const list: Program[] = [];
    if (children === null) {
      for (const item of programs) list.push(toProgram(item, business.currency, null));
    } else {
      for (const child of children) {
        const months = ageInMonths(child.dateOfBirth, onDate);
        for (const item of programs) {
          if (isAgeInRange(months, item.program.min_age_months, item.program.max_age_months)) {
            list.push(toProgram(item, business.currency, child));
          }
        }
      }
    }
    return { enrollmentSettings: toEnrollmentSettings(business), programsForCenter: list };
  },

  async program(_parent, { input }, ctx) {
    const business = await requireBusiness(ctx, 'input.businessId', input.businessId);
    const centerId = requireUuid('input.centerId', input.centerId);
    const programId = requireUuid('input.programId', input.programId);
    const center = await ctx.repos.centers.findVisible(centerId);
    if (!center || center.business_id !== business.id) throw notFound('Program');
    const found = await ctx.repos.programs.findAtCenter(business.id, centerId, programId);
    if (!found) throw notFound('Program');
    return toProgram(found, business.currency, null);
  },
};

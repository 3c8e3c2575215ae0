import type { Program, ProgramsByAgeInput, QueryResolvers } from '../../generated/resolvers.generated';
import { notFound, unauthenticated } from '../../graphql/errors';
import { array } from 'superstruct';
import { ChildWithDob, ageInMonths, isAgeInRange, programFullName } from '@cc/core';
import { requireDate, requireStruct, requireUuid } from '../../graphql/struct-input';
import { requireBusiness, requireCenterOf } from '../business/business.access';
import { toEnrollmentSettings } from '../business/business.mapper';

import { toProgram } from './program.mapper';

interface AgedChild {
  childId: string;
  fullName: string;
  dateOfBirth: string;
}

// Built once: programsForCenter checks its children on every request. How many it takes is the schema's bound
// (@maxItems on ProgramsByAgeInput), refused before the children are even coerced.
const CHILDREN_WITH_DOBS = array(ChildWithDob);

async function childrenByAge(byAge: ProgramsByAgeInput): Promise<AgedChild[]> {
  // Known children are looked up by id only for their own signed-in family, and parent sign-in does not exist yet:
  // answering anyone holding a child's id would hand out that child's name and date of birth.
  if ((byAge.childIds ?? []).length > 0) {
    throw unauthenticated('Sign in to look up your children by id; otherwise send childWithDobs.');
  }
  const newChildren = byAge.childWithDobs ?? [];
  const result: AgedChild[] = [];
  for (const child of requireStruct('byAge.childWithDobs', CHILDREN_WITH_DOBS, newChildren)) {
    const fullName = programFullName(child.firstName, child.lastName);
    // A new child's temporary id is its full name, as the spec's wizard keys it.
    result.push({ childId: fullName, fullName, dateOfBirth: child.dateOfBirth });
  }
  return result;
}

export const programQueries: Pick<QueryResolvers, 'programsForCenter' | 'program'> = {
  async programsForCenter(_parent, { businessId, centerId, searchDate, byAge }, ctx) {
    const businessKey = requireUuid('businessId', businessId);
    const onDate = requireDate('searchDate', searchDate);
    const centerKey = requireUuid('centerId', centerId);
    const children = byAge ? await childrenByAge(byAge) : null;
    // The business, the centre and its programs in one round trip. The checks then run in this order whatever
    // answers first, and the programs are only used once the business and centre have passed them.
    const programsRead = ctx.repos.programs.listForCenter(businessKey, centerKey, onDate);
    const centerRead = ctx.repos.centers.findVisibleOfBusiness(businessKey, centerKey);
    // Awaited below, after the checks; until then a failure must not go unhandled.
    programsRead.catch(() => undefined);
    centerRead.catch(() => undefined);
    const business = await requireBusiness(ctx, 'businessId', businessKey);
    if (!(await centerRead)) throw notFound('Centre');
    const programs = await programsRead;
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
    const center = await requireCenterOf(ctx, business, 'input.centerId', input.centerId, 'Program');
    const programId = requireUuid('input.programId', input.programId);
    const found = await ctx.repos.programs.findAtCenter(business.id, center.id, programId);
    if (!found) throw notFound('Program');
    return toProgram(found, business.currency, null);
  },
};

import { useQuery } from '@cc/ui';
import { CentreProgramAgesDocument } from './centreProgramAges.graphql.generated';
import type { AgeRange } from './ageFit';

/** The age ranges of the centre's programs open for enrolment today; undefined until known (or when it failed). */
export function useCentreProgramAges(args: {
  businessId: string;
  centerId: string;
  today: string;
}): readonly AgeRange[] | undefined {
  const { data } = useQuery(CentreProgramAgesDocument, {
    variables: { businessId: args.businessId, centerId: args.centerId, searchDate: args.today },
    skip: args.businessId === '' || args.centerId === '',
  });
  return data?.programsForCenter.programsForCenter.filter((program) => program.isOpenForEnrollment);
}

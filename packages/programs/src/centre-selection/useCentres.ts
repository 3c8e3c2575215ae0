// The two ways centres reach the screen: the list to choose from (a link code's centres, else every centre of the
// business) and a debounced search within that list.
import { useMemo, useRef, useState } from 'react';
import { useQuery } from '@cc/ui';
import { CENTRE_SEARCH_DEBOUNCE_MS, limitToAllowed, type CentreOption } from './centres';
import {
  CentreSelectionForLinkCodeDocument,
  CentreSelectionOfCentreDocument,
  CentreSelectionSearchDocument,
  type CentreSelectionSearchQuery,
} from './centreSelection.graphql.generated';
import { useDebouncedValue } from './useDebouncedValue';

export interface CentreSource {
  businessId?: string;
  linkCode?: string;
  allowedCenterIds?: readonly string[];
  /** The business's list, asked for before the selection mounted (useEarlyCentres). */
  early?: EarlyCentres;
}

/**
 * A business's centre list asked for before the screen that shows it mounts, beside what that screen waits for
 * (re-enrolment asks beside the family's accounts): one round trip less on a phone. searchCenters has no cache (spec
 * section 7), so the answer serves the first selection of that business to mount; one mounting later asks again.
 */
export interface EarlyCentres {
  /** The business whose list this is; unknown while a centre's business is learnt with it (useEarlyCentresOfCentre). */
  businessId?: string;
  answer: CentresAnswer;
  /** True once: the selection that claims it shows this answer. */
  claim(): boolean;
}

export interface CentreCatalogue {
  loading: boolean;
  error?: Error;
  /** Neither a business nor a link code was given: nothing can be loaded. */
  unconfigured: boolean;
  /** What may be chosen, in the server's order. */
  centres: CentreOption[];
  /** The business to search in (given, or the link's). */
  businessId?: string;
  /** Narrows search results to what the list may hold (the link's centres and the allowed ids). */
  restrict(found: readonly CentreOption[]): CentreOption[];
  retry(): void;
}

const NONE: CentreOption[] = [];

interface CentresAnswer {
  data?: CentreSelectionSearchQuery;
  loading: boolean;
  error?: Error;
  refetch(): Promise<unknown>;
}

/** A business's centres: every one (no search key), or those a search finds. */
function useBusinessCentres(businessId: string | undefined, skip = false, searchKey: string | null = null) {
  return useQuery(CentreSelectionSearchDocument, {
    variables: { businessID: businessId ?? '', searchKey },
    skip: skip || !businessId,
    // Spec section 7: searchCenters is never answered from a cache.
    fetchPolicy: 'no-cache',
    notifyOnNetworkStatusChange: true,
  });
}

/** Asks for a business's centres now, for the selection that mounts later (EarlyCentres). */
export function useEarlyCentres(businessId: string | undefined): EarlyCentres | undefined {
  const { data, loading, error, refetch }: CentresAnswer = useBusinessCentres(businessId);
  return useEarlyAnswer(businessId, businessId, { data, loading, error, refetch });
}

/**
 * Asks for the centres of a centre's business now (a centre-initiated enquiry knows only the centre): they come with
 * businessFor, beside the business and its settings, instead of one round trip after them.
 */
export function useEarlyCentresOfCentre(centerId: string | undefined): EarlyCentres | undefined {
  const { data, loading, error, refetch } = useQuery(CentreSelectionOfCentreDocument, {
    variables: { centerId: centerId ?? '' },
    skip: centerId === undefined,
    // Spec section 7: searchCenters is never answered from a cache, and this is its list.
    fetchPolicy: 'no-cache',
    notifyOnNetworkStatusChange: true,
  });
  const found = data?.businessFor;
  const list = useMemo(() => found && { searchCenters: found.centers }, [found]);
  return useEarlyAnswer(centerId, found?.businessId, { data: list, loading, error, refetch });
}

function useEarlyAnswer(
  askedFor: string | undefined,
  businessId: string | undefined,
  { data, loading, error, refetch }: CentresAnswer,
): EarlyCentres | undefined {
  const claimedFor = useRef<string>();
  return useMemo(() => {
    if (askedFor === undefined) return undefined;
    const claim = () => {
      if (claimedFor.current === askedFor) return false;
      claimedFor.current = askedFor;
      return true;
    };
    return { businessId, answer: { data, loading, error, refetch }, claim };
  }, [askedFor, businessId, data, loading, error, refetch]);
}

export function useCentreCatalogue(source: CentreSource): CentreCatalogue {
  const { businessId, linkCode, allowedCenterIds } = source;
  const byLink = useQuery(CentreSelectionForLinkCodeDocument, {
    variables: { linkCode: linkCode ?? '' },
    skip: !linkCode,
    notifyOnNetworkStatusChange: true,
  });
  // A centre's list still on its way serves the selection of that centre's business, which is this one.
  const earlyFor = source.early && (source.early.businessId ?? businessId);
  const early = !linkCode && businessId !== undefined && earlyFor === businessId ? source.early : undefined;
  const [claimed] = useState(() => early?.claim() === true);
  const fromEarly = claimed && early !== undefined;
  const byBusiness = useBusinessCentres(businessId, Boolean(linkCode) || fromEarly);
  const ofBusiness = fromEarly ? early.answer : byBusiness;
  const active = linkCode ? byLink : ofBusiness;
  const loaded = linkCode ? byLink.data?.centersForLinkCode : ofBusiness.data?.searchCenters;

  const centres = useMemo(() => (loaded ? limitToAllowed(loaded, allowedCenterIds) : NONE), [loaded, allowedCenterIds]);
  const restrict = useMemo(() => {
    const linkIds = linkCode && loaded ? new Set(loaded.map((c) => c.id)) : undefined;
    return (found: readonly CentreOption[]) =>
      limitToAllowed(linkIds ? found.filter((c) => linkIds.has(c.id)) : found, allowedCenterIds);
  }, [linkCode, loaded, allowedCenterIds]);

  return {
    loading: active.loading,
    error: active.error,
    unconfigured: !linkCode && !businessId,
    centres,
    businessId: businessId ?? loaded?.[0]?.businessId,
    restrict,
    retry: () => void active.refetch(),
  };
}

export interface CentreSearch {
  /** Something is typed: show search results rather than the list. */
  active: boolean;
  /** A search is waiting for the typing to stop or for the server. */
  pending: boolean;
  results: CentreOption[];
  error?: Error;
}

/** Searches once the typing has paused for 300 ms; an empty box searches nothing (the list is shown instead). */
export function useCentreSearch(
  catalogue: Pick<CentreCatalogue, 'businessId' | 'restrict'>,
  typed: string,
): CentreSearch {
  const key = typed.trim();
  const settledKey = useDebouncedValue(key, CENTRE_SEARCH_DEBOUNCE_MS);
  const { data, previousData, loading, error } = useBusinessCentres(
    catalogue.businessId,
    settledKey === '',
    settledKey,
  );
  const found = (data ?? previousData)?.searchCenters;
  const { restrict } = catalogue;
  const results = useMemo(() => (found ? restrict(found) : NONE), [found, restrict]);
  return {
    active: key !== '',
    pending: key !== '' && (key !== settledKey || loading),
    results,
    error: key !== '' ? error : undefined,
  };
}

/**
 * Asks for a link's centres at once, beside the business and its settings that the selection screen waits for, so
 * the list is in the client's cache when the screen mounts instead of being one more round trip after them.
 */
export function usePrefetchLinkCentres(linkCode: string | undefined): void {
  useQuery(CentreSelectionForLinkCodeDocument, { variables: { linkCode: linkCode ?? '' }, skip: !linkCode });
}

// The two ways centres reach the screen: the list to choose from (a link code's centres, else every centre of the
// business) and a debounced search within that list.
import { useMemo } from 'react';
import { useQuery } from '@cc/ui';
import { CENTRE_SEARCH_DEBOUNCE_MS, limitToAllowed, type CentreOption } from './centres';
import { CentreSelectionForLinkCodeDocument, CentreSelectionSearchDocument } from './centreSelection.graphql.generated';
import { useDebouncedValue } from './useDebouncedValue';

export interface CentreSource {
  businessId?: string;
  linkCode?: string;
  allowedCenterIds?: readonly string[];
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

export function useCentreCatalogue({ businessId, linkCode, allowedCenterIds }: CentreSource): CentreCatalogue {
  const byLink = useQuery(CentreSelectionForLinkCodeDocument, {
    variables: { linkCode: linkCode ?? '' },
    skip: !linkCode,
    notifyOnNetworkStatusChange: true,
  });
  const byBusiness = useQuery(CentreSelectionSearchDocument, {
    variables: { businessID: businessId ?? '', searchKey: null },
    skip: Boolean(linkCode) || !businessId,
    // Spec section 7: searchCenters is never answered from a cache.
    fetchPolicy: 'no-cache',
    notifyOnNetworkStatusChange: true,
  });
  const active = linkCode ? byLink : byBusiness;
  const loaded = linkCode ? byLink.data?.centersForLinkCode : byBusiness.data?.searchCenters;

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
  const { data, previousData, loading, error } = useQuery(CentreSelectionSearchDocument, {
    variables: { businessID: catalogue.businessId ?? '', searchKey: settledKey },
    skip: settledKey === '' || !catalogue.businessId,
    fetchPolicy: 'no-cache',
  });
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

// The known-child check (spec 1, section 5): when a child entry is complete, ask whether the business already has
// that child on an account. Asked once per name and date of birth, after the family stops typing for a moment. A
// failed check is not shown: the server accepts the enquiry either way, so an outage must not stop a family.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useApolloClient } from '@cc/ui';
import type { ChildValues } from '../../form-values';
import { isChildComplete } from '../../validation';
import { IsKnownChildDocument } from './isKnownChild.graphql.generated';

export const KNOWN_CHILD_DEBOUNCE_MS = 500;

export interface KnownChildren {
  /** Keys of the entries the business already knows. */
  knownKeys: ReadonlySet<string>;
  /** Keys of the entries being checked. */
  checkingKeys: ReadonlySet<string>;
}

const signatureOf = (businessId: string, child: ChildValues) =>
  JSON.stringify([
    businessId,
    child.firstName.trim().toLowerCase(),
    child.lastName.trim().toLowerCase(),
    child.dateOfBirth,
  ]);

export function useKnownChildren(args: {
  businessId: string;
  children: readonly ChildValues[];
  today: string;
}): KnownChildren {
  const { businessId, children, today } = args;
  const client = useApolloClient();
  // Answers by signature: true/false once known, null while asking.
  const [answers, setAnswers] = useState<ReadonlyMap<string, boolean | null>>(new Map());
  const asked = useRef(new Set<string>());

  const complete = children.filter((child) => isChildComplete(child, today));
  const pending = complete
    .map((child) => signatureOf(businessId, child))
    .filter((signature) => !asked.current.has(signature));
  const pendingKey = JSON.stringify(pending);

  useEffect(() => {
    const toAsk: string[] = JSON.parse(pendingKey);
    if (toAsk.length === 0) return;
    const timer = setTimeout(() => {
      for (const signature of toAsk) {
        if (asked.current.has(signature)) continue;
        asked.current.add(signature);
        const [, , , dateOfBirth] = JSON.parse(signature) as string[];
        const child = children.find((c) => signatureOf(businessId, c) === signature);
        if (!child || !dateOfBirth) continue;
        setAnswers((map) => new Map(map).set(signature, null));
        client
          .query({
            query: IsKnownChildDocument,
            variables: {
              input: { businessId, firstName: child.firstName.trim(), lastName: child.lastName.trim(), dateOfBirth },
            },
            fetchPolicy: 'network-only',
          })
          .then(
            ({ data }) => setAnswers((map) => new Map(map).set(signature, data?.isKnownChild === true)),
            // Not asked again for these details: an outage must not turn into a request every half second.
            () => setAnswers((map) => new Map(map).set(signature, false)),
          );
      }
    }, KNOWN_CHILD_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // pendingKey lists exactly the signatures to ask; children is read for their names only.
  }, [pendingKey, businessId, client]);

  return useMemo(() => {
    const knownKeys = new Set<string>();
    const checkingKeys = new Set<string>();
    for (const child of children) {
      if (!isChildComplete(child, today)) continue;
      const answer = answers.get(signatureOf(businessId, child));
      if (answer === true) knownKeys.add(child.key);
      if (answer === null) checkingKeys.add(child.key);
    }
    return { knownKeys, checkingKeys };
  }, [answers, children, businessId, today]);
}

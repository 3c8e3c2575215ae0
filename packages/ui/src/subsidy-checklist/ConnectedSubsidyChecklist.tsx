// The checklist with its data: through the offer page's link code (the acknowledgement) or the signed-in parent's
// session (the portal card). Nothing shows while loading, on an error, or for an offer without a checklist (an offer
// outside Australia has none), so the screen around it never waits for it.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { SubsidyChecklist, type SubsidyChecklistData, type SubsidyStepKey } from './SubsidyChecklist';
import {
  SubsidyChecklistForLinkCodeDocument,
  SubsidyChecklistForOfferDocument,
  TickSubsidyStepDocument,
} from './subsidyChecklist.graphql.generated';

/** The offer page's link code, or (the portal) none: the parent's session opens their own offers. */
export interface SubsidyChecklistSource {
  linkCode?: string;
  applicationOfferId: string;
}

export function ConnectedSubsidyChecklist({ source, testId }: { source: SubsidyChecklistSource; testId?: string }) {
  const byCode = useQuery(SubsidyChecklistForLinkCodeDocument, {
    variables: { linkCode: source.linkCode ?? '' },
    skip: !source.linkCode,
    fetchPolicy: 'cache-and-network',
  });
  const bySession = useQuery(SubsidyChecklistForOfferDocument, {
    variables: { applicationOfferId: source.applicationOfferId },
    skip: !!source.linkCode,
    fetchPolicy: 'cache-and-network',
  });
  const [tick] = useMutation(TickSubsidyStepDocument);
  const [pending, setPending] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  // The tick's answer is the checklist as it now stands: shown as such, whether or not the cache merges it.
  const [answered, setAnswered] = useState<SubsidyChecklistData | null>(null);
  const checklist =
    answered ?? (source.linkCode ? byCode.data?.subsidyChecklistForLinkCode : bySession.data?.subsidyChecklistForOffer);
  if (!checklist) return null;

  const onTick = async (step: SubsidyStepKey, done: boolean) => {
    setPending(step);
    setFailed(false);
    try {
      const answer = await tick({
        variables: {
          input: {
            linkCode: source.linkCode ?? null,
            applicationOfferId: source.applicationOfferId,
            step,
            done,
          },
        },
      });
      const result = answer.data?.tickSubsidyStep;
      if (result?.checklist) setAnswered(result.checklist);
      if (!result?.success) setFailed(true);
    } catch {
      setFailed(true);
    } finally {
      setPending(null);
    }
  };
  return (
    <SubsidyChecklist
      checklist={checklist}
      pending={pending}
      failed={failed}
      onTick={(s, d) => void onTick(s, d)}
      testId={testId}
    />
  );
}

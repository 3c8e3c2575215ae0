// What became of an offer, when it is no longer open: accepted (the acknowledgement, part 2 of 3), completed, on the
// waitlist, waiting for approval, declined, closed, expired (with Restart), or a link that no longer opens anything.
import { useEffect, useId, useRef } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { formatOfferDate } from '@cc/core';
import { ScreenFrame, type ScreenIconKind } from '@cc/ui';
import { offerOutcomeMessages } from '../../i18n/messages';
import type { OfferScreenKind } from '../offer/offerScreenKind';

export type OutcomeKind = Exclude<OfferScreenKind, 'page'>;

export interface OfferOutcomeProps {
  kind: OutcomeKind;
  centre: string;
  expiryDate?: string | null;
  /** Restart (expired): back to the enquiry link the family came by, or home. */
  onRestart(): void;
  onClose(): void;
  /** The parent portal, where the family follows this and its other applications. */
  onMyApplications(): void;
  /** The acknowledgement's "continue to form": the enrolment form that follows acceptance. */
  onContinueToForm?(): void;
  /** Shown under the text: the acknowledgement lists the children and programs. */
  children?: React.ReactNode;
}

interface OutcomeText {
  icon: ScreenIconKind;
  title: MessageDescriptor;
  body?: MessageDescriptor;
}

const TEXTS: Record<OutcomeKind, OutcomeText> = {
  'payment-processing': {
    icon: 'waiting',
    title: offerOutcomeMessages.debitPendingTitle,
    body: offerOutcomeMessages.debitPendingBody,
  },
  accepted: { icon: 'done', title: offerOutcomeMessages.acceptedTitle, body: offerOutcomeMessages.formNotice },
  completed: { icon: 'done', title: offerOutcomeMessages.acceptedTitle, body: offerOutcomeMessages.completedBody },
  waitlist: { icon: 'waiting', title: { id: 'outcome-waitlist-title' }, body: { id: 'outcome-waitlist-body' } },
  'approval-pending': {
    icon: 'waiting',
    title: { id: 'outcome-approval-pending-title' },
    body: { id: 'outcome-approval-pending-body' },
  },
  declined: { icon: 'done', title: offerOutcomeMessages.declinedTitle, body: offerOutcomeMessages.declinedBody },
  closed: { icon: 'error', title: offerOutcomeMessages.closedTitle, body: offerOutcomeMessages.closedBody },
  expired: { icon: 'error', title: { id: 'offer-expired' } },
  unavailable: { icon: 'error', title: offerOutcomeMessages.linkUnavailable },
};

export function OfferOutcome({
  kind,
  centre,
  expiryDate,
  onRestart,
  onClose,
  onMyApplications,
  onContinueToForm,
  children,
}: OfferOutcomeProps) {
  const intl = useIntl();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The page the family answered on is gone; the title is the new place to be, so screen readers announce it.
  useEffect(() => titleRef.current?.focus(), [kind]);
  const text = TEXTS[kind];
  const values = { centre, centres: centre };
  return (
    <ScreenFrame testId="offer-outcome" icon={text.icon} labelledBy={titleId} data={{ kind }}>
      <h2 className="cc-screen__title" id={titleId} tabIndex={-1} ref={titleRef} data-testid="offer-outcome-title">
        {intl.formatMessage(text.title)}
      </h2>
      {kind === 'accepted' && (
        <p className="cc-offer__part" data-testid="offer-outcome-part">
          {intl.formatMessage(offerOutcomeMessages.formPart)}
        </p>
      )}
      {text.body && (
        <p className="cc-screen__body" data-testid="offer-outcome-body">
          {intl.formatMessage(text.body, values)}
        </p>
      )}
      {kind === 'accepted' && expiryDate && (
        <p className="cc-screen__body" data-testid="offer-outcome-expiry">
          {intl.formatMessage(offerOutcomeMessages.formBy, { date: formatOfferDate(expiryDate) })}
        </p>
      )}
      {kind === 'expired' && expiryDate && (
        <p className="cc-screen__body" data-testid="offer-outcome-body">
          {intl.formatMessage({ id: 'offer-expired-on' }, { date: formatOfferDate(expiryDate) })}
        </p>
      )}
      {children}
      <div className="cc-screen__actions">
        {kind === 'accepted' && onContinueToForm && (
          <SlButton variant="primary" size="large" data-testid="offer-continue-to-form" onClick={onContinueToForm}>
            {intl.formatMessage(offerOutcomeMessages.continueToForm)}
          </SlButton>
        )}
        {kind === 'expired' ? (
          <SlButton variant="primary" size="large" data-testid="offer-restart" onClick={onRestart}>
            {intl.formatMessage(offerOutcomeMessages.restart)}
          </SlButton>
        ) : (
          <SlButton
            variant={kind === 'accepted' && onContinueToForm ? 'default' : 'primary'}
            size="large"
            data-testid="offer-close"
            onClick={onClose}
          >
            {intl.formatMessage(offerOutcomeMessages.close)}
          </SlButton>
        )}
        {kind !== 'unavailable' && (
          <SlButton size="large" data-testid="offer-my-applications" onClick={onMyApplications}>
            {intl.formatMessage(offerOutcomeMessages.myApplications)}
          </SlButton>
        )}
      </div>
    </ScreenFrame>
  );
}

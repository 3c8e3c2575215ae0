// The Child Care Subsidy checklist (Australia): three steps the family ticks as it does them in its Centrelink online
// account. Linking the child's CRN waits for the centre to lodge the enrolment: until then its box cannot be ticked
// and says why. Shared by the offer's acknowledgement and the portal's application card.
import { useId } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import SlCheckbox from '@shoelace-style/shoelace/dist/react/checkbox/index.js';
import { formatDateForRegion } from '@cc/core';
import { Notice } from '../notice/Notice';
import { subsidyMessages } from './messages';

export type SubsidyStepKey = 'LINK_CRN_CONFIRM_ENROLMENT' | 'CHECK_CCS_PERCENTAGE' | 'KEEP_DETAILS_CURRENT';

export interface SubsidyChecklistData {
  id: string;
  lodgedAt?: string | null;
  steps: ReadonlyArray<{ key: string; doneAt?: string | null; canTick: boolean }>;
}

const LABELS: Record<SubsidyStepKey, MessageDescriptor> = {
  LINK_CRN_CONFIRM_ENROLMENT: subsidyMessages.stepLinkCrn,
  CHECK_CCS_PERCENTAGE: subsidyMessages.stepPercentage,
  KEEP_DETAILS_CURRENT: subsidyMessages.stepDetails,
};

/** The server's instant as the family's calendar date (AU: day first). */
const dateOf = (iso: string) => formatDateForRegion(iso.slice(0, 10), 'AU');

export const subsidyChecklistCss = `
.cc-subsidy { text-align: start; width: 100%; max-width: 560px; margin: 0 auto; box-sizing: border-box;
  border: 1px solid var(--sl-color-neutral-200); border-radius: var(--sl-border-radius-large); padding: 16px;
  background: var(--sl-color-neutral-0); }
.cc-subsidy h3 { margin: 0; font-size: var(--sl-font-size-large); }
.cc-subsidy p { margin: 8px 0 0; }
.cc-subsidy ul { list-style: none; margin: 12px 0 0; padding: 0; display: grid; gap: 12px; }
.cc-subsidy__note { color: var(--sl-color-neutral-700); font-size: var(--sl-font-size-small); }
`;

export interface SubsidyChecklistProps {
  checklist: SubsidyChecklistData;
  /** The step being saved: its box is busy until the server answers. */
  pending?: string | null;
  failed?: boolean;
  onTick(step: SubsidyStepKey, done: boolean): void;
  testId?: string;
}

export function SubsidyChecklist({
  checklist,
  pending,
  failed,
  onTick,
  testId = 'subsidy-checklist',
}: SubsidyChecklistProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    // A group, not a region: a dashboard may show several checklists (one per accepted offer) under the same title.
    <div
      role="group"
      className="cc-subsidy"
      aria-labelledby={titleId}
      data-testid={testId}
      data-lodged={String(!!checklist.lodgedAt)}
    >
      <style>{subsidyChecklistCss}</style>
      <h3 id={titleId}>{intl.formatMessage(subsidyMessages.title)}</h3>
      <p>{intl.formatMessage(subsidyMessages.intro)}</p>
      {checklist.lodgedAt && (
        <p className="cc-subsidy__note" data-testid="subsidy-lodged">
          {intl.formatMessage(subsidyMessages.lodged, { date: dateOf(checklist.lodgedAt) })}
        </p>
      )}
      <ul>
        {checklist.steps.map((step) => {
          const key = step.key as SubsidyStepKey;
          const label = LABELS[key];
          if (!label) return null;
          const help = !step.canTick
            ? intl.formatMessage(subsidyMessages.waitingForCentre)
            : step.doneAt
              ? intl.formatMessage(subsidyMessages.doneOn, { date: dateOf(step.doneAt) })
              : '';
          return (
            <li key={key} data-testid="subsidy-step" data-step={key} data-done={String(!!step.doneAt)}>
              <SlCheckbox
                checked={!!step.doneAt}
                disabled={!step.canTick || pending === key}
                helpText={help}
                onSlChange={(event) => onTick(key, (event.target as HTMLInputElement).checked)}
              >
                {intl.formatMessage(label)}
              </SlCheckbox>
            </li>
          );
        })}
      </ul>
      {failed && (
        <Notice variant="danger" testId="subsidy-failed" messages={[intl.formatMessage(subsidyMessages.failed)]} />
      )}
    </div>
  );
}

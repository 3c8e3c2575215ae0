// "2nd of 9 waiting for Toddler Room at Cherry Creek, starting in September": a family's place on a centre's
// waitlist, shown by the portal's application card and the offer's waitlist outcome. A subpath of its own
// (`@cc/ui/waitlist-position`) that both flows load lazily, only when there is a place to show, so neither first
// screen carries it.
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';

export const waitlistPositionMessages = defineMessages({
  position: {
    id: 'waitlist.position',
    defaultMessage:
      '{position, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} of {total} waiting for {programName} at {centerName}, starting in {month}',
  },
});

export interface WaitlistPositionData {
  applicationScheduleId: string;
  position: number;
  total: number;
  programName: string;
  centerName: string;
  /** YYYY-MM-DD: the start date the family asked for. */
  startDate: string;
}

/** The month of a YYYY-MM-DD date, read as that calendar day wherever the browser is. */
const monthOf = (date: string) => new Date(`${date.slice(0, 10)}T12:00:00Z`);

export function WaitlistPositions({ positions }: { positions: readonly WaitlistPositionData[] }) {
  const intl = useIntl();
  if (positions.length === 0) return null;
  return (
    <ul
      className="cc-waitlist-positions"
      data-testid="waitlist-positions"
      style={{ listStyle: 'none', margin: 0, padding: 0, flexBasis: '100%' }}
    >
      {positions.map((p) => (
        <li
          key={p.applicationScheduleId}
          data-testid="waitlist-position"
          data-position={p.position}
          data-total={p.total}
          style={{ fontSize: 'var(--sl-font-size-small)', color: 'var(--sl-color-neutral-700)' }}
        >
          {/* react-intl's typed messages cannot read selectordinal yet: the plain descriptor takes these values. */}
          {intl.formatMessage(waitlistPositionMessages.position as MessageDescriptor, {
            position: p.position,
            total: p.total,
            programName: p.programName,
            centerName: p.centerName,
            month: intl.formatDate(monthOf(p.startDate), { month: 'long', timeZone: 'UTC' }),
          })}
        </li>
      ))}
    </ul>
  );
}

export default WaitlistPositions;

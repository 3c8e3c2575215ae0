// The children with the programs they registered for: name, description, "Early Bird Signup!", and "Will be put on
// Waitlist" or "Space is Available" (document 2, "Registration checkout").
import { useIntl } from 'react-intl';
import { formatRegistrationDate, personDisplayName } from '@cc/core';
import { checkoutMessages as m } from '../i18n/checkoutMessages';
import { ProgramBadges } from '../wizard/steps/ProgramBadges';
import type { CheckoutSubmission } from './types';

export function ChildPrograms({ submission }: { submission: CheckoutSubmission }) {
  const intl = useIntl();
  return (
    <ul className="cc-reg-checkout-children">
      {submission.children.map((child) => (
        <li key={child.id} data-testid="checkout-child" data-name={personDisplayName(child)}>
          <h3>{personDisplayName(child)}</h3>
          <p className="cc-reg-muted">
            {intl.formatMessage(m.born, { date: formatRegistrationDate(child.dateOfBirth) })}
          </p>
          <ul className="cc-reg-checkout-programs">
            {child.schedules.map((schedule) => (
              <li key={schedule.id} data-testid="checkout-program" data-name={schedule.program.name}>
                <span className="cc-reg-choice__name">{schedule.program.name}</span>
                {schedule.program.description && <span>{schedule.program.description}</span>}
                <ProgramBadges
                  earlyBird={schedule.isEarlyBird}
                  hasPlace={!schedule.isWaitlisted}
                  testId="checkout-availability"
                />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

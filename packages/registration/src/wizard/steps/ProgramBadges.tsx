// The badges of a registration program, in the wizard's cards and on the checkout: "Early Bird Signup!", and "Space
// is Available" or "Will be put on Waitlist" (document 2, "Registration checkout").
import { useIntl } from 'react-intl';
import { programMessages as m } from '../../i18n/messages';

export function ProgramBadges({
  earlyBird,
  hasPlace,
  testId,
}: {
  earlyBird: boolean;
  hasPlace: boolean;
  testId: string;
}) {
  const intl = useIntl();
  return (
    <span className="cc-reg-badges">
      {earlyBird && (
        <span className="cc-reg-badge" data-tone="success">
          {intl.formatMessage(m.earlyBird)}
        </span>
      )}
      <span className="cc-reg-badge" data-tone={hasPlace ? 'primary' : 'warning'} data-testid={testId}>
        {intl.formatMessage(hasPlace ? m.available : m.waitlist)}
      </span>
    </span>
  );
}

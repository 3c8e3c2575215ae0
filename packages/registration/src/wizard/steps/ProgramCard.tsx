// One program a child may register for, as a checkbox card: its name, description and dates, the fee (unless the
// tiered registration fee flag makes it depend on the children), and the badges "Early Bird Signup!" and "Will be put
// on Waitlist" / "Space is Available".
import { useIntl } from 'react-intl';
import { formatMoney, formatRegistrationDate, money, type CurrencyCode } from '@cc/core';
import { programMessages as m } from '../../i18n/messages';
import type { RegistrationProgram } from '../data';
import { ProgramBadges } from './ProgramBadges';

export function ProgramCard(props: {
  program: RegistrationProgram;
  childKey: string;
  currency: string;
  checked: boolean;
  hasPlace: boolean;
  onChange(checked: boolean): void;
}) {
  const intl = useIntl();
  const { program } = props;
  const id = `cc-reg-program-${props.childKey}-${program.id}`;
  const fee =
    program.feeAmount > 0
      ? intl.formatMessage(m.fee, {
          amount: formatMoney(money(program.feeAmount, props.currency as CurrencyCode), intl.locale),
        })
      : intl.formatMessage(m.free);
  return (
    <div className="cc-reg-choice cc-reg-program" data-testid="registration-program" data-name={program.name}>
      <input
        id={id}
        type="checkbox"
        checked={props.checked}
        aria-describedby={`${id}-details`}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <label htmlFor={id}>
        <span className="cc-reg-choice__name">{program.name}</span>
        <span id={`${id}-details`} className="cc-reg-program__details">
          {program.description && <span>{program.description}</span>}
          <span className="cc-reg-muted">
            {intl.formatMessage(m.dates, {
              start: formatRegistrationDate(program.startDate),
              end: formatRegistrationDate(program.endDate),
            })}
          </span>
          {!program.isTieredFee && (
            <span className="cc-reg-muted" data-testid="registration-program-fee">
              {fee}
            </span>
          )}
          <ProgramBadges earlyBird={program.isEarlyBird} hasPlace={props.hasPlace} testId="registration-availability" />
        </span>
      </label>
    </div>
  );
}

// Review: who registers, each chosen child with the programs picked, whether each has a place, and the fee. The
// family accepts (and pays) on the checkout that follows the submission.
import { useIntl } from 'react-intl';
import { useFormState } from 'react-final-form';
import { formatMoney, formatRegistrationDate, money, personDisplayName, type CurrencyCode } from '@cc/core';
import { childrenMessages, programMessages, reviewMessages as m, wizardStepMessages } from '../../i18n/messages';
import { useRegistrationData } from '../data';
import { selectedChildren } from '../form';
import type { RegistrationFormValues } from '../form-values';
import { hasPlaceFor } from '../validation';
import { ProgramBadges } from './ProgramBadges';

export function ReviewStep() {
  const intl = useIntl();
  const { values } = useFormState<RegistrationFormValues>({ subscription: { values: true } });
  const { registration, programsByChild } = useRegistrationData();
  const price = (cents: number) =>
    cents > 0
      ? intl.formatMessage(programMessages.fee, {
          amount: formatMoney(money(cents, registration.currency as CurrencyCode), intl.locale),
        })
      : intl.formatMessage(programMessages.free);
  return (
    <div className="cc-reg-step" data-testid="registration-review">
      <h2>{intl.formatMessage(wizardStepMessages.stepReview)}</h2>
      <p className="cc-reg-muted">{intl.formatMessage(m.intro)}</p>
      <div className="cc-reg-review-block">
        <h3>{intl.formatMessage(m.you)}</h3>
        <p>{personDisplayName(values)}</p>
        <p>{values.email}</p>
        <p>{values.phoneNumber.number}</p>
        {registration.askFamilyAboutSubsidy && typeof values.familyReceivesSubsidy === 'boolean' && (
          <p>{intl.formatMessage(values.familyReceivesSubsidy ? m.subsidyYes : m.subsidyNo)}</p>
        )}
      </div>
      {selectedChildren(values).map((child) => {
        const programs = (programsByChild?.[child.key] ?? []).filter((p) => child.programIds.includes(p.id));
        return (
          <div className="cc-reg-review-block" key={child.key} data-testid="registration-review-child">
            <h3>{personDisplayName(child)}</h3>
            <p className="cc-reg-muted">
              {intl.formatMessage(childrenMessages.born, { date: formatRegistrationDate(child.dateOfBirth) })}
            </p>
            <ul className="cc-reg-review-programs">
              {programs.map((program) => (
                <li key={program.id}>
                  <span className="cc-reg-choice__name">{program.name}</span>
                  {/* A waitlisted place is not charged (the checkout's fees are the places'). */}
                  {!program.isTieredFee && hasPlaceFor(values, child.key, program) && (
                    <span className="cc-reg-muted">{price(program.feeAmount)}</span>
                  )}
                  <ProgramBadges
                    earlyBird={program.isEarlyBird}
                    hasPlace={hasPlaceFor(values, child.key, program)}
                    testId="registration-review-availability"
                  />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

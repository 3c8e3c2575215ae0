// A family's payment methods as the payment screens list them (document 2, section 2): a type icon, "card/account
// ending in" and the last four digits, a default badge and an auto-payment badge. The offer shows the method it will
// charge; re-enrolment lists the account's methods.
import { useIntl } from 'react-intl';

export interface ListedPaymentMethod {
  id: string;
  /** CREDIT_CARD, a card brand, or CHECKING_ACCOUNT / SAVINGS_ACCOUNT. */
  methodType: string;
  lastFour: string;
  isPrimary: boolean;
  isAutoPay: boolean;
}

export const isBankMethodType = (type: string): boolean => /ACCOUNT$/.test(type);

function MethodIcon({ bank }: { bank: boolean }) {
  return (
    <svg className="cc-methods__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {bank ? (
        <path
          fill="currentColor"
          d="M12 2 2 7v2h20V7L12 2Zm-7 9v7h2v-7H5Zm6 0v7h2v-7h-2Zm6 0v7h2v-7h-2ZM2 20v2h20v-2H2Z"
        />
      ) : (
        <path
          fill="currentColor"
          d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 4h16V7H4v2Zm0 3v5h16v-5H4Zm2 2h5v2H6v-2Z"
        />
      )}
    </svg>
  );
}

export function PaymentMethodList({ methods, testId }: { methods: readonly ListedPaymentMethod[]; testId?: string }) {
  const intl = useIntl();
  return (
    <ul className="cc-methods" data-testid={testId}>
      {methods.map((method) => {
        const bank = isBankMethodType(method.methodType);
        return (
          <li key={method.id} className="cc-methods__item" data-testid="payment-method">
            <MethodIcon bank={bank} />
            <span className="cc-methods__name">
              {intl.formatMessage(
                { id: 'payment-method-ending-in' },
                { kind: bank ? 'account' : 'card', lastFour: method.lastFour },
              )}
            </span>
            {method.isPrimary && (
              <span className="cc-methods__badge" data-testid="payment-method-default">
                {intl.formatMessage({ id: 'payment-method-default' })}
              </span>
            )}
            {method.isAutoPay && (
              <span className="cc-methods__badge cc-methods__badge--auto" data-testid="payment-method-auto-pay">
                {intl.formatMessage({ id: 'payment-method-auto-pay' })}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The list's layout, for the flow's sheet. */
export const paymentMethodListCss = `
.cc-methods { list-style: none; margin: 8px 0 0; padding: 0; display: grid; gap: 8px; }
.cc-methods__item { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.cc-methods__icon { color: var(--sl-color-neutral-700); flex: none; }
.cc-methods__name::first-letter { text-transform: uppercase; }
.cc-methods__badge { font-size: var(--sl-font-size-x-small); font-weight: var(--sl-font-weight-semibold);
  padding: 2px 8px; border-radius: var(--sl-border-radius-pill); background: var(--sl-color-neutral-100);
  color: var(--sl-color-neutral-800); }
.cc-methods__badge--auto { background: var(--sl-color-success-100); color: var(--sl-color-success-800); }
`;

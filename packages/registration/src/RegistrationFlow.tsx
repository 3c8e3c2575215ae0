// <cc-registration>: the host page's route sets the view. `registration` (/registration/{linkCode}) is the email
// page, the returning family's code, then the wizard; `checkout` (/registration-submission/{linkCode}) accepts,
// pays or waitlists the submission. The checkout and the wizard load when first shown.
import { lazy } from 'react';
import type { WidgetProps } from '@cc/ui';
import { FlowRoot, LazyView } from '@cc/ui/flow-root';
import { REGISTRATION_MESSAGES } from './i18n/catalogue';
import { RegistrationScreen } from './screens/RegistrationScreen';
import { registrationCss } from './styles';

const CheckoutScreen = lazy(() => import('./checkout/CheckoutScreen').then((m) => ({ default: m.CheckoutScreen })));

export function RegistrationFlow(widget: WidgetProps) {
  return (
    <FlowRoot
      widget={widget}
      flow="cc-registration"
      defaultView="registration"
      messages={REGISTRATION_MESSAGES}
      css={registrationCss}
    >
      {widget.view === 'checkout' ? (
        <LazyView>
          <CheckoutScreen widget={widget} />
        </LazyView>
      ) : (
        <RegistrationScreen widget={widget} />
      )}
    </FlowRoot>
  );
}

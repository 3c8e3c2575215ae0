// /parent-portal/login?redirect=...&state=...: the parent signs in with a code mailed to them, then goes on to
// `redirect` (a path on this site only). The business comes from the attribute, else the one signed in to last.
import { useIntl } from 'react-intl';
import { decodeLoginState, safeRedirect } from '@cc/core';
import { ScreenFrame, useWidgetEvents, useWidgetHost, type WidgetProps } from '@cc/ui';
import { SignIn } from '@cc/ui/sign-in';
import { browserStorage } from '@cc/ui/draft';
import { BusinessWording } from '../../BusinessWording';
import { portalMessages } from '../../i18n/messages';
import { LAST_BUSINESS_KEY } from '../../routes';

export function LoginScreen({ widget }: { widget: WidgetProps }) {
  const { emit } = useWidgetEvents();
  const { element } = useWidgetHost();
  const storage = browserStorage();
  const businessId = widget.businessId ?? storage?.getItem(LAST_BUSINESS_KEY) ?? undefined;
  const state = decodeLoginState(widget.loginState);
  return (
    <BusinessWording businessId={businessId} widget={widget}>
      {() =>
        businessId ? (
          <SignIn
            businessId={businessId}
            initialEmail={state.email}
            onSignedIn={(session) => {
              storage?.setItem(LAST_BUSINESS_KEY, businessId);
              // The element keeps it too, so a page that does not store it still shows the next screen signed in.
              (element as { token?: string }).token = session.token;
              emit('cc-signed-in', { token: session.token, expiresAt: session.expiresAt });
              emit('cc-navigate', { to: safeRedirect(widget.redirect) });
            }}
          />
        ) : (
          <NoBusiness />
        )
      }
    </BusinessWording>
  );
}

function NoBusiness() {
  const intl = useIntl();
  return (
    <ScreenFrame testId="sign-in-no-business" icon="error" role="alert">
      <p className="cc-screen__title">{intl.formatMessage(portalMessages.noBusiness)}</p>
    </ScreenFrame>
  );
}

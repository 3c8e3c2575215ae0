import { useEffect, useMemo, useRef, type ComponentType } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import type { Region } from '@cc/core';
import { createClient } from '../apollo/createClient';
import { WidgetIntlProvider } from '../i18n/WidgetIntlProvider';
import type { MessageCatalogue } from '../i18n/regionMessages';
import { normaliseWidgetProps, type RawWidgetProps, type WidgetProps } from './attributes';
import { dispatchWidgetEvent, WidgetHostContext } from './events';
import { waitForNewToken } from '../apollo/tokenRefresh';

export interface ShellOptions {
  messages?: Partial<Record<Region, MessageCatalogue>>;
}

/**
 * What r2wc mounts into the shadow root: turns raw attribute strings into WidgetProps and gives the
 * flow its host element, Apollo client and react-intl provider.
 */
export function createWidgetShell(tag: string, Component: ComponentType<WidgetProps>, options: ShellOptions) {
  function WidgetShell(raw: RawWidgetProps & { container?: HTMLElement }) {
    const root = raw.container as unknown as ShadowRoot;
    const element = root.host as HTMLElement;
    const props = normaliseWidgetProps(tag, raw);

    const tokenRef = useRef(props.token);
    tokenRef.current = props.token;
    const client = useMemo(
      () =>
        createClient({
          uri: props.api,
          getToken: () => tokenRef.current,
          // The host (the mobile app's webview, the hosted page) hears cc-token-expired and sets element.token.
          refreshToken: () => {
            const before = tokenRef.current;
            dispatchWidgetEvent(element, 'cc-token-expired', {});
            return waitForNewToken(() => (tokenRef.current = (element as { token?: string }).token), before);
          },
        }),
      [props.api, element],
    );

    // A new token is a different person: nothing the previous one fetched may stay visible.
    const firstToken = useRef(props.token);
    useEffect(() => {
      if (props.token !== firstToken.current) {
        firstToken.current = props.token;
        void client.clearStore();
      }
    }, [client, props.token]);

    const host = useMemo(() => ({ element, api: props.api }), [element, props.api]);
    return (
      <WidgetHostContext.Provider value={host}>
        <ApolloProvider client={client}>
          <WidgetIntlProvider locale={props.locale} region={props.region} messages={options.messages}>
            <Component {...props} />
          </WidgetIntlProvider>
        </ApolloProvider>
      </WidgetHostContext.Provider>
    );
  }
  WidgetShell.displayName = `WidgetShell(${tag})`;
  return WidgetShell;
}

import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Region } from '@cc/core';
import { WidgetIntlProvider } from '../i18n/WidgetIntlProvider';
import type { MessageCatalogue } from '../i18n/regionMessages';
import { adoptTheme } from '../theme/themeSheet';
import { defaultApiUrl } from './attributes';
import { WidgetHostContext } from './events';

export interface ShadowScopeProps {
  region: Region;
  locale?: string;
  api?: string;
  /** A flow's own catalogues by region, as the flow's defineWidget passes them. */
  messages?: Partial<Record<Region, MessageCatalogue>>;
  children: ReactNode;
}

/**
 * Renders ui components the way a widget does (open shadow root, adopted theme, region wording)
 * without defining a custom element: for Storybook and for component tests of single parts.
 */
export function ShadowScope({ region, locale = 'en', api = defaultApiUrl(), messages, children }: ShadowScopeProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    adoptTheme(shadow);
    setRoot(shadow);
  }, []);
  return (
    <div ref={hostRef} data-testid="shadow-scope">
      {root &&
        hostRef.current &&
        createPortal(
          <WidgetHostContext.Provider value={{ element: hostRef.current, api }}>
            <WidgetIntlProvider locale={locale} region={region} messages={messages}>
              {children}
            </WidgetIntlProvider>
          </WidgetHostContext.Provider>,
          root,
        )}
    </div>
  );
}

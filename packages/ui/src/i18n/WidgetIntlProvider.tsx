import { useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Region } from '@cc/core';
import { intlLocale, messagesFor, reportIntlError, type MessageCatalogue } from './regionMessages';

export interface WidgetIntlProviderProps {
  locale: string;
  region: Region;
  /** A flow's own regional overrides, by region, keyed by message id. */
  messages?: Partial<Record<Region, MessageCatalogue>>;
  children: ReactNode;
}

/** react-intl for one widget: US wording by default (the messages' defaults), overridden per region. */
export function WidgetIntlProvider({ locale, region, messages, children }: WidgetIntlProviderProps) {
  // The same catalogue object while region and messages stay: react-intl makes a new intl (and new formatters, and
  // re-renders every consumer) whenever its messages prop is a new object.
  const catalogue = useMemo(() => messagesFor(region, messages), [region, messages]);
  return (
    <IntlProvider
      locale={intlLocale(locale, region)}
      defaultLocale="en-US"
      messages={catalogue}
      onError={reportIntlError}
    >
      {children}
    </IntlProvider>
  );
}

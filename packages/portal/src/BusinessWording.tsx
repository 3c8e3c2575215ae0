import type { ReactNode } from 'react';
import type { Region } from '@cc/core';
import { WidgetIntlProvider, useBusiness, type WidgetProps } from '@cc/ui';
import { PORTAL_MESSAGES } from './i18n/catalogue';

/**
 * The portal's screens learn their business late (from the session, a link code, the login link): once known, its
 * region decides the wording (centre or center, the date format); until then the element's region attribute does.
 */
export function BusinessWording({
  businessId,
  widget,
  children,
}: {
  businessId: string | undefined;
  widget: WidgetProps;
  children: (region: Region) => ReactNode;
}) {
  const business = useBusiness(businessId ? { businessId } : undefined);
  const region: Region = business.settings?.enrollmentSettings.region ?? widget.region;
  return (
    <WidgetIntlProvider locale={widget.locale} region={region} messages={PORTAL_MESSAGES}>
      <div className="cc-portal__screen" data-region={region}>
        {children(region)}
      </div>
    </WidgetIntlProvider>
  );
}

import type { ReactNode } from 'react';
import type { Region } from '@cc/core';
import { WidgetIntlProvider, useBusiness, type WidgetProps } from '@cc/ui';
import { PORTAL_MESSAGES } from './i18n/catalogue';

/**
 * The portal's screens learn their business late (from the session, a link code, the login link): once known, its
 * region decides the wording (centre or center, the date format); until then the element's region attribute does.
 * A screen whose own answer holds the region (a re-enrolment request's) gives it, and nothing more is asked.
 */
export function BusinessWording({
  businessId,
  region: known,
  widget,
  children,
}: {
  businessId: string | undefined;
  region?: Region;
  widget: WidgetProps;
  children: (region: Region) => ReactNode;
}) {
  const business = useBusiness(businessId && !known ? { businessId } : undefined);
  const region: Region = known ?? business.settings?.enrollmentSettings.region ?? widget.region;
  return (
    <WidgetIntlProvider locale={widget.locale} region={region} messages={PORTAL_MESSAGES}>
      <div className="cc-portal__screen" data-region={region}>
        {children(region)}
      </div>
    </WidgetIntlProvider>
  );
}

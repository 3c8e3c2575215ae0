import { DEFAULT_LOCALE, DEFAULT_REGION, REGIONS, isRegion, type Region } from '@cc/core';
import type { CcWidgetsGlobal } from '../loader/state';

/** Every attribute a cc-* element understands, in the kebab-case the host page writes. */
export const WIDGET_ATTRIBUTES = [
  'api',
  'link-code',
  'business-id',
  'center-id',
  'staff-id',
  'correlation-id',
  'region',
  'locale',
  'view',
  'debug',
  'token',
  'redirect',
  'login-state',
] as const;
export type WidgetAttribute = (typeof WIDGET_ATTRIBUTES)[number];

/** The raw string values as they arrive from attributes or properties, keyed by camelCase name. */
export interface RawWidgetProps {
  api?: string;
  linkCode?: string;
  businessId?: string;
  centerId?: string;
  staffId?: string;
  correlationId?: string;
  region?: string;
  locale?: string;
  view?: string;
  debug?: string;
  token?: string;
  redirect?: string;
  loginState?: string;
}
export type WidgetPropName = keyof RawWidgetProps;

/** What a flow component receives: defaults applied, region checked, debug turned into a flag. */
export interface WidgetProps {
  api: string;
  linkCode?: string;
  businessId?: string;
  centerId?: string;
  staffId?: string;
  /** The enrolment-form correlation a portal update route names (`/parent-portal/updateEnrolmentForm/.../correlation/:id`). */
  correlationId?: string;
  region: Region;
  locale: string;
  view?: string;
  debug: boolean;
  token?: string;
  /** The portal's login: the site path to go to once signed in (checked by @cc/core's safeRedirect). */
  redirect?: string;
  /** The portal's login: the encoded state of a login link (the email or phone the centre has). */
  loginState?: string;
}

export function attributeToProp(attribute: WidgetAttribute): WidgetPropName {
  return attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()) as WidgetPropName;
}

declare global {
  interface Window {
    /** Set by the loader script before any flow chunk loads. */
    __ccWidgets?: CcWidgetsGlobal;
  }
}

/** The loader's script origin + /graphql, else this page's own origin. */
export function defaultApiUrl(): string {
  return window.__ccWidgets?.apiDefault ?? `${location.origin}/graphql`;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : value;
}

/**
 * A bare `debug` attribute means on; `debug="false"` is the one way to write it and still mean off.
 */
function parseDebug(value: string | undefined): boolean {
  return value !== undefined && value.toLowerCase() !== 'false';
}

export function normaliseWidgetProps(tag: string, raw: RawWidgetProps): WidgetProps {
  const region = nonEmpty(raw.region);
  if (region !== undefined && !isRegion(region)) {
    console.warn(`<${tag}>: region "${region}" is not one of ${REGIONS.join(', ')}; using ${DEFAULT_REGION}.`);
  }
  return {
    api: nonEmpty(raw.api) ?? defaultApiUrl(),
    linkCode: nonEmpty(raw.linkCode),
    businessId: nonEmpty(raw.businessId),
    centerId: nonEmpty(raw.centerId),
    staffId: nonEmpty(raw.staffId),
    correlationId: nonEmpty(raw.correlationId),
    region: isRegion(region) ? region : DEFAULT_REGION,
    locale: nonEmpty(raw.locale) ?? DEFAULT_LOCALE,
    view: nonEmpty(raw.view),
    debug: parseDebug(raw.debug),
    token: nonEmpty(raw.token),
    redirect: nonEmpty(raw.redirect),
    loginState: nonEmpty(raw.loginState),
  };
}

import type { ReactNode } from 'react';
import type { Region } from '@cc/core';
import { ShadowScope } from '@cc/ui';

/** Renders a story the way a widget would: in a shadow root with the adopted theme and the region's wording. */
export function InWidget({ region, children }: { region: Region; children: ReactNode }) {
  return <ShadowScope region={region}>{children}</ShadowScope>;
}

export const MOBILE = { viewport: { value: 'ccMobile', isRotated: false } };
export const DESKTOP = { viewport: { value: 'ccDesktop', isRotated: false } };

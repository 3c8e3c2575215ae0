import type { ReactNode } from 'react';
import type { Region } from '@cc/core';
import type { MockedResponse } from '@cc/ui/testing';
import { PORTAL_MESSAGES } from '../../packages/portal/src/i18n/catalogue';
import { WidgetFrame } from '../WidgetFrame';

const EVENTS = ['cc-navigate', 'cc-signed-in', 'cc-signed-out'] as const;

/** A portal screen as <cc-portal> shows it, its data mocked at the GraphQL boundary. */
export function PortalFrame({
  region,
  mocks,
  children,
}: {
  region: Region;
  mocks: MockedResponse[];
  children: ReactNode;
}) {
  return (
    <WidgetFrame region={region} messages={PORTAL_MESSAGES} mocks={mocks} events={EVENTS}>
      {children}
    </WidgetFrame>
  );
}

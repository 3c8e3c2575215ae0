import { useEffect, useRef, type ReactNode } from 'react';
import type { Region } from '@cc/core';
import { ShadowScope } from '@cc/ui';
import { MockedProvider, type MockedResponse } from '@cc/ui/testing';
import { PORTAL_MESSAGES } from '../../packages/portal/src/i18n/catalogue';

/**
 * A portal screen as the element shows it (shadow root, theme, the portal's wording), its data mocked at the GraphQL
 * boundary. Moves to other routes are logged instead of followed, so a designer can click through.
 */
export function PortalFrame({
  region,
  mocks,
  children,
}: {
  region: Region;
  mocks: MockedResponse[];
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const log = (event: Event) => {
      event.preventDefault();
      console.info(event.type, (event as CustomEvent).detail);
    };
    const types = ['cc-navigate', 'cc-signed-in', 'cc-signed-out'];
    for (const type of types) element.addEventListener(type, log);
    return () => types.forEach((type) => element.removeEventListener(type, log));
  }, []);
  return (
    <div ref={ref}>
      <MockedProvider mocks={mocks} addTypename={false}>
        <ShadowScope region={region} messages={PORTAL_MESSAGES}>
          {children}
        </ShadowScope>
      </MockedProvider>
    </div>
  );
}

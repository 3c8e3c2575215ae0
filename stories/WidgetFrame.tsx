import { useEffect, useRef, type ReactNode } from 'react';
import type { Region } from '@cc/core';
import { ShadowScope, type RegionCatalogues } from '@cc/ui';
import { MockedProvider, type MockedResponse } from '@cc/ui/testing';

/**
 * A flow's screen as its element shows it (shadow root, theme, the flow's wording), its data mocked at the GraphQL
 * boundary. The element's events are logged instead of followed, so a designer can click through.
 */
export function WidgetFrame({
  region,
  messages,
  mocks,
  events,
  children,
}: {
  region: Region;
  messages: RegionCatalogues;
  mocks: MockedResponse[];
  events: readonly string[];
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
    for (const type of events) element.addEventListener(type, log);
    return () => events.forEach((type) => element.removeEventListener(type, log));
  }, [events]);
  return (
    <div ref={ref}>
      <MockedProvider mocks={mocks} addTypename={false}>
        <ShadowScope region={region} messages={messages}>
          {children}
        </ShadowScope>
      </MockedProvider>
    </div>
  );
}

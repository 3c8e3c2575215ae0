import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import type { Region } from '@cc/core';
import type { MessageCatalogue } from '../i18n/catalogues';
import { ShadowScope } from '../widget/ShadowScope';
import { settle } from './settle';

export interface ShadowRenderOptions {
  region?: Region;
  /** A flow's catalogues, as its defineWidget passes them. */
  messages?: Partial<Record<Region, MessageCatalogue>>;
  /** Apollo answers at the GraphQL boundary; without them no provider is added. */
  mocks?: readonly MockedResponse[];
}

/** The element with this data-testid inside a shadow root or any element, or null. */
export const byTestId = <T extends HTMLElement = HTMLElement>(scope: ParentNode, id: string) =>
  scope.querySelector<T>(`[data-testid="${id}"]`);

/** The element with this data-testid (in a shadow root or any element) once it has rendered. */
export async function found<T extends HTMLElement = HTMLElement>(scope: ParentNode, id: string, timeout = 2000) {
  await settle(() => byTestId(scope, id), `[data-testid="${id}"] never rendered`, timeout);
  return byTestId<T>(scope, id) as T;
}

function wrap(node: ReactNode, options: ShadowRenderOptions): ReactNode {
  const scoped = (
    <ShadowScope region={options.region ?? 'US'} messages={options.messages}>
      {node}
    </ShadowScope>
  );
  // Mocked answers carry no __typename, as the widgets' operations ask for none.
  return options.mocks ? (
    <MockedProvider mocks={[...options.mocks]} addTypename={false}>
      {scoped}
    </MockedProvider>
  ) : (
    scoped
  );
}

/**
 * One React root for a component test: `render` draws a node the way a widget does (shadow root, adopted theme,
 * region wording, optional mocked Apollo), again into the same root on later calls; `cleanup` (afterEach) removes it.
 */
export function shadowRenderer(defaults: ShadowRenderOptions = {}) {
  let container: HTMLDivElement | undefined;
  let root: Root | undefined;
  return {
    async render(node: ReactNode, options: ShadowRenderOptions = {}): Promise<ShadowRoot> {
      // Tests only (Storybook bundles this entry but never calls it): React then expects updates inside act().
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
      if (!container || !root) {
        container = document.createElement('div');
        document.body.append(container);
        root = createRoot(container);
      }
      const target = root;
      await act(async () => target.render(wrap(node, { ...defaults, ...options })));
      const host = container.querySelector<HTMLElement>('[data-testid="shadow-scope"]');
      await settle(() => host?.shadowRoot?.firstElementChild, 'nothing rendered in the shadow root');
      return host?.shadowRoot as ShadowRoot;
    },
    async cleanup(): Promise<void> {
      const target = root;
      if (target) await act(async () => target.unmount());
      container?.remove();
      container = undefined;
      root = undefined;
    },
  };
}

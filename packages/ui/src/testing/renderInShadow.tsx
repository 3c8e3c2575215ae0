import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import type { Region } from '@cc/core';
import type { MessageCatalogue } from '../i18n/catalogues';
import { ShadowScope } from '../widget/ShadowScope';
import { settle } from './settle';

export interface RenderInShadowOptions {
  region?: Region;
  /** A flow's catalogues, as its defineWidget passes them. */
  messages?: Partial<Record<Region, MessageCatalogue>>;
  /** Apollo answers at the GraphQL boundary; without them no provider is added. */
  mocks?: readonly MockedResponse[];
  /** A data-testid (or selector) to wait for before returning. */
  waitFor?: string;
}

export interface Rendered {
  shadow: ShadowRoot;
  byTestId<T extends HTMLElement = HTMLElement>(id: string): T | null;
  rerender(node: ReactNode): Promise<void>;
  unmount(): Promise<void>;
}

/** Renders a node the way a widget does (shadow root, adopted theme, region wording, optional mocked Apollo). */
export async function renderInShadow(node: ReactNode, options: RenderInShadowOptions = {}): Promise<Rendered> {
  // Tests only (Storybook bundles this entry but never calls it): React then expects updates inside act().
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  document.body.append(container);
  const root: Root = createRoot(container);
  const wrap = (child: ReactNode) => {
    const scoped = (
      <ShadowScope region={options.region ?? 'US'} messages={options.messages}>
        {child}
      </ShadowScope>
    );
    return options.mocks ? <MockedProvider mocks={[...options.mocks]}>{scoped}</MockedProvider> : scoped;
  };
  await act(async () => root.render(wrap(node)));
  const host = container.querySelector<HTMLElement>('[data-testid="shadow-scope"]');
  await settle(() => host?.shadowRoot, 'the shadow root never rendered');
  const shadow = host?.shadowRoot as ShadowRoot;
  const byTestId = <T extends HTMLElement = HTMLElement>(id: string) =>
    shadow.querySelector<T>(`[data-testid="${id}"]`);
  if (options.waitFor) {
    const selector = options.waitFor;
    await settle(() => byTestId(selector) ?? shadow.querySelector(selector), `${selector} never rendered`);
  }
  return {
    shadow,
    byTestId,
    rerender: async (next) => act(async () => root.render(wrap(next))),
    unmount: async () => {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}

import type { ReactNode } from 'react';
import { byTestId, shadowRenderer, type ShadowRenderOptions } from './shadowRenderer';
import { settle } from './settle';

export interface RenderInShadowOptions extends ShadowRenderOptions {
  /** A data-testid (or selector) to wait for before returning. */
  waitFor?: string;
}

export interface Rendered {
  shadow: ShadowRoot;
  byTestId<T extends HTMLElement = HTMLElement>(id: string): T | null;
  rerender(node: ReactNode): Promise<void>;
  unmount(): Promise<void>;
}

/** Renders one node the way a widget does, in a root of its own, and hands back its shadow root. */
export async function renderInShadow(node: ReactNode, options: RenderInShadowOptions = {}): Promise<Rendered> {
  const renderer = shadowRenderer(options);
  const shadow = await renderer.render(node);
  const find = <T extends HTMLElement = HTMLElement>(id: string) => byTestId<T>(shadow, id);
  if (options.waitFor) {
    const selector = options.waitFor;
    await settle(() => find(selector) ?? shadow.querySelector(selector), `${selector} never rendered`);
  }
  return {
    shadow,
    byTestId: find,
    rerender: async (next) => {
      await renderer.render(next);
    },
    unmount: renderer.cleanup,
  };
}

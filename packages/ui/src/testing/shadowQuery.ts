import { waitUntil } from '@open-wc/testing';

/** The first element matching a data-testid inside an element's shadow root, once React has rendered it. */
export async function findInShadow<T extends Element = HTMLElement>(host: Element, testId: string): Promise<T> {
  const query = () => host.shadowRoot?.querySelector<T>(`[data-testid="${testId}"]`) ?? null;
  await waitUntil(() => query() !== null, `[data-testid="${testId}"] never rendered in <${host.localName}>`);
  return query() as T;
}

export function queryInShadow<T extends Element = HTMLElement>(host: Element, testId: string): T | null {
  return host.shadowRoot?.querySelector<T>(`[data-testid="${testId}"]`) ?? null;
}

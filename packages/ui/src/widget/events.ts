import { createContext, useCallback, useContext } from 'react';
import { warmIntlWhenIdle } from '../i18n/warmIntl';

/** The detail of every event a cc-* element dispatches. */
export interface WidgetEventMap {
  'cc-ready': Record<string, never>;
  /**
   * The wizard moved. `step` and `total` count steps from 1; `position` and `from` are "step.page" (pages of a step
   * counted from 1 too), what a host page stores in its history and writes back into the `step` attribute.
   */
  'cc-step-change': { step: number; total: number; position: string; from: string };
  'cc-submitted': { result: unknown };
  'cc-error': { message: string };
  /** The server refused the token (expired, revoked): set `element.token` to a new one and the call is retried once. */
  'cc-token-expired': Record<string, never>;
  /**
   * A parent signed in (the portal's login): the host keeps the bearer token (the hosted page in its first-party
   * cookie) and sets it on the elements it mounts. `expiresAt` is an ISO instant.
   */
  'cc-signed-in': { token: string; expiresAt: string };
  /** The parent signed out and the server refused the token from then on: the host forgets it. */
  'cc-signed-out': Record<string, never>;
  /** A route of the hosted page to go to, or `back`: leave this screen the way the family came (the first step's Back). */
  'cc-navigate': { to: string } | { back: true };
}
export type WidgetEventName = keyof WidgetEventMap;
export type WidgetEvent<K extends WidgetEventName> = CustomEvent<WidgetEventMap[K]>;

type WidgetEventsByName = { [K in WidgetEventName]: WidgetEvent<K> };

// The events bubble and are composed, so listeners on the element, document and window all see them.
/* eslint-disable @typescript-eslint/no-empty-object-type */
declare global {
  interface HTMLElementEventMap extends WidgetEventsByName {}
  interface DocumentEventMap extends WidgetEventsByName {}
  interface WindowEventMap extends WidgetEventsByName {}
}
/* eslint-enable @typescript-eslint/no-empty-object-type */

/**
 * The hosted page's URL for a route. The hosted page is served by the same server as the API,
 * so its origin is the API's origin.
 */
export function hostedPageUrl(to: string, api: string): string {
  if (!to.startsWith('/') || to.startsWith('//')) {
    throw new Error(`cc-navigate needs a site-relative route starting with one "/", got "${to}".`);
  }
  const origin = new URL(api, location.href).origin;
  return new URL(to, origin).href;
}

/**
 * Dispatches from the host element so listeners outside the shadow root see it (composed).
 * Returns false when a listener called preventDefault().
 */
export function dispatchWidgetEvent<K extends WidgetEventName>(
  host: HTMLElement,
  name: K,
  detail: WidgetEventMap[K],
): boolean {
  const event = new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: name === 'cc-navigate' });
  return host.dispatchEvent(event);
}

/**
 * cc-navigate: the host page may take over (preventDefault); otherwise go to the hosted page's route. A `back` intent
 * is the host page's to carry out (the hosted page goes back in its history); an element never touches history, so
 * unhandled it does nothing, and flows offer it only where a host page handles it.
 */
export function navigateFromWidget(host: HTMLElement, detail: WidgetEventMap['cc-navigate'], api: string): void {
  if ('back' in detail) {
    dispatchWidgetEvent(host, 'cc-navigate', detail);
    return;
  }
  const url = hostedPageUrl(detail.to, api);
  if (dispatchWidgetEvent(host, 'cc-navigate', detail)) {
    location.assign(url);
  }
}

export interface WidgetHost {
  element: HTMLElement;
  api: string;
}
export const WidgetHostContext = createContext<WidgetHost | null>(null);

export function useWidgetHost(): WidgetHost {
  const host = useContext(WidgetHostContext);
  if (!host) throw new Error('useWidgetHost() must be used inside a widget defined with defineWidget().');
  return host;
}

export type Emit = <K extends WidgetEventName>(name: K, detail: WidgetEventMap[K]) => void;

/** A typed `emit` bound to this widget's host element; cc-navigate falls back to real navigation. */
export function useWidgetEvents(): { emit: Emit } {
  const { element, api } = useWidgetHost();
  const emit = useCallback<Emit>(
    (name, detail) => {
      if (name === 'cc-navigate') {
        navigateFromWidget(element, detail as WidgetEventMap['cc-navigate'], api);
      } else {
        dispatchWidgetEvent(element, name, detail);
        if (name === 'cc-ready') warmIntlWhenIdle();
      }
    },
    [element, api],
  );
  return { emit };
}

// The payment provider's own page (card fields, bank fields, or the bank's confirmation step) in a frame on the
// provider's origin. Processors' field scripts refuse to run inside a shadow root, so the frame lives in the
// element's light DOM and shows here through a named slot. The page reads only messages from the provider's origin
// and from that frame; what they carry is a token or ciphertext, never a card or account number.
import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import { useWidgetHost } from '../widget/events';

const SLOT = 'cc-payment-frame';

export type FrameMessage = { type?: unknown } & Record<string, unknown>;
/** Posts a message to the provider's page (to its origin only). */
export type PostToFrame = (message: FrameMessage) => void;

export function ProviderFrame({
  url,
  origin,
  title,
  onMessage,
  post,
  testId = 'offer-card-slot',
}: {
  url: string;
  origin: string;
  title: string;
  onMessage(message: FrameMessage): void;
  /** Set to a function that posts to the frame while it shows. */
  post?: MutableRefObject<PostToFrame | null>;
  testId?: string;
}) {
  const { element } = useWidgetHost();
  const [height, setHeight] = useState(300);
  const heightRef = useRef(height);
  heightRef.current = height;
  const handler = useRef(onMessage);
  handler.current = onMessage;
  const frameRef = useRef<HTMLIFrameElement | null>(null);

  useEffect(() => {
    // One frame per element and session, kept until the element goes: unslotted (on any other screen) it is not drawn,
    // and the provider's page is not loaded again each time its fields show. A new session (after a declined card or
    // a promo code) gets a new frame: navigating the old one would leave its stale page on screen until the new one
    // loads, and what a parent typed there meanwhile would be wiped.
    let frame = element.querySelector<HTMLIFrameElement>(`iframe[slot="${SLOT}"]`);
    if (frame && frame.src !== url) {
      frame.remove();
      frame = null;
    }
    if (!frame) {
      frame = document.createElement('iframe');
      frame.slot = SLOT;
      frame.setAttribute('data-testid', 'offer-card-frame');
      frame.style.cssText = `display:block;width:100%;border:0;height:${heightRef.current}px;`;
      element.append(frame);
    }
    frame.title = title;
    if (!frame.src) frame.src = url;
    frameRef.current = frame;
    if (post) post.current = (message) => frame.contentWindow?.postMessage(message, origin);
    return () => {
      frameRef.current = null;
      if (post) post.current = null;
    };
  }, [element, url, origin, title, post]);

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frameRef.current?.contentWindow) return;
      const data = event.data as FrameMessage | null;
      if (!data || typeof data !== 'object') return;
      if (data.type === 'cc-payment-frame-height' && typeof data.height === 'number') {
        setHeight(Math.min(Math.max(Math.ceil(data.height), 120), 900));
      } else handler.current(data);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [origin]);

  useEffect(() => {
    if (frameRef.current) frameRef.current.style.height = `${height}px`;
  }, [height]);

  return (
    <div className="cc-payment__frame" data-testid={testId}>
      <slot name={SLOT} />
    </div>
  );
}

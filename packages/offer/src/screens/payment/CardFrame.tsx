// The payment provider's card fields, in its own frame on its own origin. Processors' field scripts refuse to run
// inside a shadow root, so the frame lives in the element's light DOM and shows here through a named slot; the page
// reads only messages from the provider's origin and from that frame, and what they carry is a token, never a card.
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useWidgetHost } from '@cc/ui';
import { paymentMessages } from '../../i18n/messages';

export interface CardToken {
  token: string;
  brand: string;
  lastFour: string;
}

const SLOT = 'cc-payment-frame';

export function CardFrame({
  fieldsUrl,
  fieldsOrigin,
  onToken,
}: {
  fieldsUrl: string;
  fieldsOrigin: string;
  onToken(token: CardToken): void;
}) {
  const intl = useIntl();
  const { element } = useWidgetHost();
  const [height, setHeight] = useState(300);
  const tokenHandler = useRef(onToken);
  tokenHandler.current = onToken;
  const frameRef = useRef<HTMLIFrameElement | null>(null);

  useEffect(() => {
    // One frame per element, kept until the element goes: unslotted (on any other screen) it is not drawn, and the
    // provider's page is not loaded again each time the card fields show.
    let frame = element.querySelector<HTMLIFrameElement>(`iframe[slot="${SLOT}"]`);
    if (!frame) {
      frame = document.createElement('iframe');
      frame.slot = SLOT;
      frame.setAttribute('data-testid', 'offer-card-frame');
      frame.style.cssText = 'display:block;width:100%;border:0;';
      element.append(frame);
    }
    frame.title = intl.formatMessage(paymentMessages.cardFrameTitle);
    if (frame.src !== fieldsUrl) frame.src = fieldsUrl;
    frameRef.current = frame;
    return () => {
      frameRef.current = null;
    };
  }, [element, fieldsUrl, intl]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== fieldsOrigin || event.source !== frameRef.current?.contentWindow) return;
      const data = event.data as {
        type?: unknown;
        token?: unknown;
        brand?: unknown;
        lastFour?: unknown;
        height?: unknown;
      };
      if (data?.type === 'cc-payment-frame-height' && typeof data.height === 'number') {
        setHeight(Math.min(Math.max(Math.ceil(data.height), 200), 800));
      } else if (data?.type === 'cc-payment-token' && typeof data.token === 'string') {
        tokenHandler.current({
          token: data.token,
          brand: String(data.brand ?? ''),
          lastFour: String(data.lastFour ?? ''),
        });
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [fieldsOrigin]);

  useEffect(() => {
    if (frameRef.current) frameRef.current.style.height = `${height}px`;
  }, [height]);

  return (
    <div className="cc-offer__card-frame" data-testid="offer-card-slot">
      <slot name={SLOT} />
    </div>
  );
}

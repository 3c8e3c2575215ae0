// The root every screen-per-route flow (offer, portal) renders: it tells the host the element is ready (once), gives
// the flow its wording and styles, and turns anything a screen throws into the generic page plus a cc-error.
// A subpath of its own (@cc/ui/flow-root): imported through the main entry it would weigh on every flow's first screen.
import { useEffect, useRef, type ReactNode } from 'react';
import type { RegionCatalogues } from '../i18n/catalogues';
import { WidgetIntlProvider } from '../i18n/WidgetIntlProvider';
import type { WidgetProps } from '../widget/attributes';
import { useWidgetEvents } from '../widget/events';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorScreen } from './ErrorScreen';

export interface FlowRootProps {
  widget: WidgetProps;
  /** cc-offer, cc-portal: the class, and (without cc-) the test id. */
  flow: string;
  /** The view the root reports in data-view when the route gives none. */
  defaultView: string;
  messages: RegionCatalogues;
  css: string;
  children: ReactNode;
}

export function FlowRoot({ widget, flow, defaultView, messages, css, children }: FlowRootProps) {
  const { emit } = useWidgetEvents();
  const readySent = useRef(false);
  useEffect(() => {
    if (readySent.current) return;
    readySent.current = true;
    emit('cc-ready', {});
  }, [emit]);
  return (
    <WidgetIntlProvider locale={widget.locale} region={widget.region} messages={messages}>
      <style>{css}</style>
      <div className={flow} data-testid={flow.replace(/^cc-/, '')} data-view={widget.view ?? defaultView}>
        <ErrorBoundary
          fallback={<ErrorScreen reported />}
          onError={(error) => emit('cc-error', { message: error instanceof Error ? error.message : String(error) })}
        >
          {children}
        </ErrorBoundary>
      </div>
    </WidgetIntlProvider>
  );
}

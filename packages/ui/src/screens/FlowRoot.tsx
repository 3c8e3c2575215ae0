// The root every screen-per-route flow (offer, registration, portal) renders: it tells the host the element is ready
// (once), gives the flow its wording and styles, and turns anything a screen throws into the generic page plus a
// cc-error. A view whose screen loads on its own (LazyView) holds cc-ready until that screen is there: the host
// learns the element is ready when it shows the view, and the loader's early answers wait for that screen's queries.
// A subpath of its own (@cc/ui/flow-root): imported through the main entry it would weigh on every flow's first screen.
import { Suspense, createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { RegionCatalogues } from '../i18n/catalogues';
import { WidgetIntlProvider } from '../i18n/WidgetIntlProvider';
import type { WidgetProps } from '../widget/attributes';
import { useWidgetEvents } from '../widget/events';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorScreen } from './ErrorScreen';
import { LoadingScreen } from '../wizard/LoadingScreen';

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

interface ReadyHold {
  hold(): void;
  release(): void;
}

const ReadyHoldContext = createContext<ReadyHold | undefined>(undefined);

export function FlowRoot({ widget, flow, defaultView, messages, css, children }: FlowRootProps) {
  const { emit } = useWidgetEvents();
  const readySent = useRef(false);
  const holds = useRef(0);
  const announce = useCallback(
    (anyway = false) => {
      if (readySent.current || (holds.current > 0 && !anyway)) return;
      readySent.current = true;
      emit('cc-ready', {});
    },
    [emit],
  );
  const readyHold = useMemo<ReadyHold>(
    () => ({
      hold: () => void (holds.current += 1),
      release: () => {
        holds.current -= 1;
        announce();
      },
    }),
    [announce],
  );
  // A parent's effects run after its children's: a lazy view's fallback has taken its hold by now.
  useEffect(() => announce(), [announce]);
  return (
    <WidgetIntlProvider locale={widget.locale} region={widget.region} messages={messages}>
      <style>{css}</style>
      <div className={flow} data-testid={flow.replace(/^cc-/, '')} data-view={widget.view ?? defaultView}>
        <ErrorBoundary
          fallback={<ErrorScreen reported />}
          onError={(error) => {
            // A view that failed to load never releases its hold; the host still hears the element is there.
            announce(true);
            emit('cc-error', { message: error instanceof Error ? error.message : String(error) });
          }}
        >
          <ReadyHoldContext.Provider value={readyHold}>{children}</ReadyHoldContext.Provider>
        </ErrorBoundary>
      </div>
    </WidgetIntlProvider>
  );
}

/** Runs `effect` after every commit of this spot; `effect` is idempotent. */
function AfterCommit({ effect, children }: { effect: () => void; children?: ReactNode }) {
  useEffect(effect);
  return children;
}

/**
 * A view whose screen is a chunk of its own (React.lazy): the loading page until it has arrived, and the flow's
 * cc-ready only once it is on screen, after its first queries went out.
 */
export function LazyView({ children }: { children: ReactNode }) {
  const readyHold = useContext(ReadyHoldContext);
  const state = useRef<'idle' | 'held' | 'shown'>('idle');
  const hold = () => {
    if (state.current !== 'idle') return;
    state.current = 'held';
    readyHold?.hold();
  };
  const shown = () => {
    if (state.current === 'shown') return;
    const held = state.current === 'held';
    state.current = 'shown';
    if (held) readyHold?.release();
  };
  return (
    <Suspense
      fallback={
        <AfterCommit effect={hold}>
          <LoadingScreen />
        </AfterCommit>
      }
    >
      {children}
      <AfterCommit effect={shown} />
    </Suspense>
  );
}

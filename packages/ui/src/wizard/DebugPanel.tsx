import { useIntl } from 'react-intl';
import { wizardMessages } from '../i18n/sharedMessages';

export interface DebugPanelProps {
  /** The element's debug attribute; nothing renders without it. */
  debug: boolean;
  values: unknown;
  errors?: unknown;
}

/** The form's data and errors as JSON, for people building or supporting a form. */
export function DebugPanel({ debug, values, errors }: DebugPanelProps) {
  const intl = useIntl();
  if (!debug) return null;
  return (
    <section className="cc-debug-panel" aria-labelledby="cc-debug-title" data-testid="debug-panel">
      <h2 id="cc-debug-title">{intl.formatMessage(wizardMessages.debugTitle)}</h2>
      <h3>{intl.formatMessage(wizardMessages.debugValues)}</h3>
      <pre data-testid="debug-values">{JSON.stringify(values ?? null, null, 2)}</pre>
      <h3>{intl.formatMessage(wizardMessages.debugErrors)}</h3>
      <pre data-testid="debug-errors">{JSON.stringify(errors ?? {}, null, 2)}</pre>
    </section>
  );
}

/** The picture above a screen's title: a tick for done, a clock for waiting, an exclamation mark for trouble. */
export type ScreenIconKind = 'done' | 'waiting' | 'error';

export function ScreenIcon({ kind }: { kind: ScreenIconKind }) {
  const colour =
    kind === 'error'
      ? 'var(--sl-color-danger-600)'
      : kind === 'waiting'
        ? 'var(--sl-color-warning-600)'
        : 'var(--sl-color-success-600)';
  return (
    <svg className="cc-screen__icon" viewBox="0 0 56 56" aria-hidden="true" focusable="false">
      <circle cx="28" cy="28" r="26" fill="none" stroke={colour} strokeWidth="4" />
      {kind === 'done' && (
        <path d="M17 29l7 7 15-16" fill="none" stroke={colour} strokeWidth="4" strokeLinecap="round" />
      )}
      {kind === 'waiting' && (
        <path d="M28 15v14l9 6" fill="none" stroke={colour} strokeWidth="4" strokeLinecap="round" />
      )}
      {kind === 'error' && (
        <>
          <path d="M28 15v17" stroke={colour} strokeWidth="4" strokeLinecap="round" />
          <circle cx="28" cy="40" r="2.5" fill={colour} />
        </>
      )}
    </svg>
  );
}

import { useIntl } from 'react-intl';
import type { FieldError } from '@cc/core';
import { fieldId, useShowErrors } from '@cc/ui';
import { useFormRenderer } from './context';
import { formRendererMessages as m } from './messages';
import { placeOfPath } from './paths';

/** The element a path's error belongs to: its own control, or the nearest group drawn for a path above it. */
function targetOf(root: Document | ShadowRoot, path: string): HTMLElement | null {
  const parts = path.split('.');
  for (let n = parts.length; n > 0; n--) {
    const found = root.getElementById(fieldId(parts.slice(0, n).join('.')));
    if (found) return found;
  }
  return null;
}

/**
 * The step's errors at its top once the family pressed Next: each names its field and moves the focus there, so a
 * long step (three children, two contacts) never hides what is left to fix.
 */
export function ErrorSummary({ errors }: { errors: readonly FieldError[] }) {
  const intl = useIntl();
  const { definition } = useFormRenderer();
  const show = useShowErrors();
  if (!show || errors.length === 0) return null;
  const go = (event: React.MouseEvent<HTMLAnchorElement>, path: string) => {
    event.preventDefault();
    const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
    const target = targetOf(root, path);
    if (!target) return;
    target.scrollIntoView?.({ block: 'center' });
    // A group's first control that takes the focus; a group without one (a drawn signature) takes it itself.
    const control = target.matches('fieldset')
      ? target.querySelector<HTMLElement>('input, select, textarea, sl-input, sl-checkbox, sl-radio-group')
      : null;
    (control ?? target).focus({ preventScroll: true });
  };
  return (
    <div
      className="cc-error-summary"
      role="region"
      aria-labelledby="cc-error-summary-title"
      data-testid="error-summary"
    >
      <h3 className="cc-error-summary__title" id="cc-error-summary-title">
        {intl.formatMessage(m.summaryTitle)}
      </h3>
      <ul>
        {errors.map((error, index) => {
          const place = placeOfPath(definition, error.path);
          const label = place ? [place.section, place.field].filter(Boolean).join(' · ') : error.path;
          return (
            <li key={`${index}:${error.path}:${error.key}`}>
              <a href={`#${fieldId(error.path)}`} onClick={(event) => go(event, error.path)}>
                {intl.formatMessage(m.summaryItem, {
                  label,
                  message: intl.formatMessage({ id: error.key }, error.values),
                })}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

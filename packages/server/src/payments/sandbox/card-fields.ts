import { escapeHtml } from '../../mail/mail-words';
import { pageHead } from './page-style';

/**
 * The sandbox's card page: number, expiry and security code, posted only to its own origin. Save stays disabled until
 * the page's script has taken the form (fields-script.ts): a click before it would do nothing, and the card typed
 * would sit there with no word why.
 */
export function cardFieldsPage(session: string, parentOrigin: string): string {
  const field = (name: string, label: string, autocomplete: string, inputmode: string) => `
  <label for="${name}">${label}</label>
  <input id="${name}" name="${name}" autocomplete="${autocomplete}" inputmode="${inputmode}" aria-describedby="${name}-error" required>
  <p class="error" id="${name}-error" role="alert"></p>`;
  return `${pageHead('Card details')}
<body data-session="${escapeHtml(session)}" data-parent-origin="${escapeHtml(parentOrigin)}">
<form id="card" novalidate>
  ${field('number', 'Card number', 'cc-number', 'numeric')}
  <div class="row"><div>${field('expiry', 'Expiry (MM/YY)', 'cc-exp', 'numeric')}</div><div>${field('cvc', 'Security code', 'cc-csc', 'numeric')}</div></div>
  <p class="error" id="form-error" role="alert"></p>
  <button type="submit" disabled>Save card</button>
  <p class="note">Sandbox: card details stay on this page's server, which hands your widget a token.</p>
</form>
<script src="/fields.js"></script>
</body></html>`;
}

import { escapeHtml } from '../../mail/mail-words';
import { ACTIVITY_SNIPPET, RESIZE_SNIPPET, pageHead } from './page-style';
import { BANK_LABELS, type BankCountry } from './test-banks';

/**
 * The sandbox's "Bank Account Details" page: the account holder (the responsible contact), the routing number or BSB
 * and the account number. It encrypts each field with the tokenizer's public key and hands the widget only that
 * ciphertext; the widget sends it to its server, whose provider takes it to the tokenizer. The widget answers with
 * the tokenizer's errors (shown here, beside the account number) or "verified"; editing the routing or account number
 * afterwards clears the verification, and the widget's token with it.
 */
export function bankFieldsPage(session: string, parentOrigin: string, country: BankCountry, publicKey: string): string {
  const labels = BANK_LABELS[country];
  const field = (name: string, label: string, extra: string, hint?: string) => `
  <label for="${name}">${label}</label>${hint ? `\n  <p class="hint" id="${name}-hint">${hint}</p>` : ''}
  <input id="${name}" name="${name}" ${extra} aria-describedby="${hint ? `${name}-hint ` : ''}${name}-error" required>
  <p class="error" id="${name}-error" role="alert"></p>`;
  const accountType =
    country === 'AU'
      ? ''
      : `<label for="accountType">Account type</label>
  <select id="accountType" name="accountType"><option value="CHECKING_ACCOUNT">Checking</option><option value="SAVINGS_ACCOUNT">Savings</option></select>`;
  return `${pageHead('Bank account details')}
<body data-session="${escapeHtml(session)}" data-parent-origin="${escapeHtml(parentOrigin)}" data-key="${publicKey}">
<form id="bank" novalidate>
  <div class="row"><div>${field('first', 'Account holder first name', 'autocomplete="given-name"')}</div><div>${field('last', 'Account holder last name', 'autocomplete="family-name"')}</div></div>
  ${field('routing', labels.routing, 'inputmode="numeric" autocomplete="off"', labels.routingHint)}
  ${field('account', labels.account, 'inputmode="numeric" autocomplete="off"')}
  ${accountType}
  <p class="ok" id="verified" role="status"></p>
  <button type="submit" disabled>Verify account</button>
  <p class="note">Sandbox: your details are encrypted on this page; the site only ever holds a token.</p>
</form>
<script src="/bank-fields.js"></script>
</body></html>`;
}

export const BANK_FIELDS_SCRIPT = `(() => {
  const body = document.body;
  const session = body.dataset.session;
  const parentOrigin = body.dataset.parentOrigin;
  const form = document.getElementById('bank');
  const button = form.querySelector('button');
  const verified = document.getElementById('verified');
  ${RESIZE_SNIPPET}
  ${ACTIVITY_SNIPPET}
  const show = (errors) => {
    for (const name of ['first', 'last', 'routing', 'account']) {
      const message = errors[name] || '';
      document.getElementById(name + '-error').textContent = message;
      document.getElementById(name).setAttribute('aria-invalid', message ? 'true' : 'false');
    }
  };
  let keyPromise;
  const key = () => (keyPromise ||= crypto.subtle.importKey(
    'spki',
    Uint8Array.from(atob(body.dataset.key), (c) => c.charCodeAt(0)),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  ));
  const encrypt = async (value) => {
    const sealed = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, await key(), new TextEncoder().encode(value));
    return btoa(String.fromCharCode(...new Uint8Array(sealed)));
  };
  // Editing what was verified clears it: the widget drops its token and the button works again.
  for (const name of ['routing', 'account', 'first', 'last']) {
    form[name].addEventListener('input', () => {
      if (!verified.textContent) return;
      verified.textContent = '';
      button.disabled = false;
      post({ type: 'cc-bank-cleared' });
    });
  }
  window.addEventListener('message', (event) => {
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    const data = event.data || {};
    if (data.type === 'cc-bank-errors') {
      show({ account: (data.errors || []).join(' ') });
      button.disabled = false;
    } else if (data.type === 'cc-bank-verified') {
      show({});
      verified.textContent = 'Account verified: ending in ' + String(data.lastFour || '');
      button.disabled = true;
    }
  });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const missing = {};
    for (const name of ['first', 'last', 'routing', 'account']) if (!form[name].value.trim()) missing[name] = 'Required';
    show(missing);
    if (Object.keys(missing).length > 0) return;
    button.disabled = true;
    try {
      const encrypted = {
        first: await encrypt(form.first.value.trim()),
        last: await encrypt(form.last.value.trim()),
        routing: await encrypt(form.routing.value.trim()),
        paymentNumber: await encrypt(form.account.value.trim()),
      };
      const accountType = form.accountType ? form.accountType.value : 'CHECKING_ACCOUNT';
      post({ type: 'cc-bank-details', encrypted, accountType });
    } catch {
      show({ account: 'Sorry we encountered a problem' });
      button.disabled = false;
    }
  });
  // Disabled in the page until now, like the card page's Save: a click before this script ran would do nothing.
  button.disabled = false;
})();`;

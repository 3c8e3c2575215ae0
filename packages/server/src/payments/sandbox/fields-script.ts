import { ACTIVITY_SNIPPET, RESIZE_SNIPPET } from './page-style';

// The card page's script, served by the sandbox at /fields.js (its CSP allows no inline script). It posts the card to
// its own origin's /tokenize and hands only the token (with brand and last four) to the page that framed it.
export const FIELDS_SCRIPT = `(() => {
  const body = document.body;
  const session = body.dataset.session;
  const parentOrigin = body.dataset.parentOrigin;
  const form = document.getElementById('card');
  const button = form.querySelector('button');
  ${RESIZE_SNIPPET}
  ${ACTIVITY_SNIPPET}
  const show = (errors) => {
    for (const name of ['number', 'expiry', 'cvc', 'form']) {
      const p = document.getElementById(name + '-error');
      p.textContent = errors[name] || '';
      const input = document.getElementById(name);
      if (input) input.setAttribute('aria-invalid', errors[name] ? 'true' : 'false');
    }
  };
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    button.disabled = true;
    show({});
    try {
      const response = await fetch('/tokenize', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          session,
          number: form.number.value,
          expiry: form.expiry.value,
          cvc: form.cvc.value,
        }),
      });
      const result = await response.json();
      if (result.ok) {
        form.reset();
        post({ type: 'cc-payment-token', token: result.token, brand: result.brand, lastFour: result.lastFour });
      } else show(result.errors || { form: 'Sorry we encountered a problem' });
    } catch {
      show({ form: 'Sorry we encountered a problem' });
    } finally {
      button.disabled = false;
    }
  });
  button.disabled = false;
})();`;

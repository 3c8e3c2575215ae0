import { escapeHtml } from '../../mail/mail-words';
import { RESIZE_SNIPPET, pageHead } from './page-style';

/**
 * The card's bank asking the family to confirm a payment (3-D Secure), as a processor's sandbox shows it: confirm or
 * cancel. The answer goes to the sandbox (which settles the charge and sends its webhook); the page framing it learns
 * only the charge's reference and the outcome.
 */
export function challengePage(reference: string, parentOrigin: string, amount: string, description: string): string {
  return `${pageHead('Confirm your payment')}
<body data-reference="${escapeHtml(reference)}" data-parent-origin="${escapeHtml(parentOrigin)}">
<form id="challenge">
  <h1 style="font-size:20px;margin:0">Confirm your payment</h1>
  <p>Your bank asks you to confirm a payment of <strong>${escapeHtml(amount)}</strong> to ${escapeHtml(description)}.</p>
  <p class="error" id="form-error" role="alert"></p>
  <button type="submit" value="approve" disabled>Confirm payment</button>
  <button type="submit" value="deny" class="secondary" disabled>Cancel payment</button>
  <p class="note">Sandbox: no bank is asked; this page stands in for your bank's own check.</p>
</form>
<script src="/challenge.js"></script>
</body></html>`;
}

export const CHALLENGE_SCRIPT = `(() => {
  const body = document.body;
  const parentOrigin = body.dataset.parentOrigin;
  const reference = body.dataset.reference;
  const form = document.getElementById('challenge');
  ${RESIZE_SNIPPET}
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const approve = event.submitter && event.submitter.value === 'approve';
    for (const button of form.querySelectorAll('button')) button.disabled = true;
    try {
      const response = await fetch('/challenge', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reference, approve }),
      });
      const result = await response.json();
      post({ type: 'cc-payment-authenticated', reference, outcome: result.outcome });
    } catch {
      document.getElementById('form-error').textContent = 'Sorry we encountered a problem';
      for (const button of form.querySelectorAll('button')) button.disabled = false;
    }
  });
  // Disabled in the page until now, like the card page's Save: a click before this script ran would do nothing.
  for (const button of form.querySelectorAll('button')) button.disabled = false;
})();`;

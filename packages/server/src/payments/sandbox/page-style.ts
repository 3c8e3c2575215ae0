// The sandbox pages' one stylesheet (card, bank and confirmation pages look alike, as one processor's would).
export const PAGE_STYLE = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; font: 16px/1.4 system-ui, sans-serif; color: #1f2933; }
form { display: grid; gap: 4px; padding: 4px; }
label { font-weight: 600; margin-top: 8px; }
input, select { width: 100%; min-width: 0; font: inherit; padding: 10px 12px; border: 1px solid #7b8794; border-radius: 4px; background: #fff; }
input:focus, select:focus { outline: 3px solid #b0166b55; border-color: #b0166b; }
.row { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 12px; }
.row > div { display: grid; gap: 4px; min-width: 0; }
.hint { margin: 0; font-size: 14px; color: #52606d; }
.error { margin: 0; min-height: 1.2em; color: #b42318; font-size: 14px; }
.ok { margin: 0; color: #146c2e; font-weight: 600; }
button { margin-top: 12px; font: inherit; font-weight: 600; padding: 12px; border: 0; border-radius: 4px; background: #b0166b; color: #fff; cursor: pointer; }
button.secondary { background: #fff; color: #1f2933; border: 1px solid #7b8794; }
button:disabled { opacity: 0.6; cursor: default; }
.note { margin: 8px 0 0; font-size: 13px; color: #52606d; }
`;

/** The head every sandbox page shares; its CSP allows only the page's own script. */
export const pageHead = (title: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><style>${PAGE_STYLE}</style></head>`;

/** The frame's height, posted to the page that frames it, whenever the content's changes. */
export const RESIZE_SNIPPET = `
  const post = (message) => window.parent.postMessage(message, parentOrigin);
  const resize = () => post({ type: 'cc-payment-frame-height', height: document.documentElement.scrollHeight });
  new ResizeObserver(resize).observe(document.documentElement);`;

/** Typing keeps the session alive (at most one call per 30 s): the session ends after inactivity, not mid-entry. */
export const ACTIVITY_SNIPPET = `
  let lastActivity = 0;
  document.addEventListener('input', () => {
    if (Date.now() - lastActivity < 30000) return;
    lastActivity = Date.now();
    fetch('/activity', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ session }) }).catch(() => {});
  });`;

// dist/host.js: mounts the element for the current path on the hosted page, hands it the mobile app's token
// and keeps navigation between flows inside the page with history.
import { TOKEN_COOKIE, readCookie } from './cookie';
import { match, queryAttributes } from './routes';

type NavigateDetail = { to: string } | { back: true };

type TokenHolder = HTMLElement & { token?: string };

const host = document.getElementById('cc-host');
const landedTags = new Set((host?.dataset.tags ?? '').split(' ').filter(Boolean));

function mount(): void {
  if (!host) return;
  const found = match(location.pathname);
  if (!found || !landedTags.has(found.tag)) {
    // Only the server knows what to answer for other paths (the index, a 404).
    location.reload();
    return;
  }
  const element = document.createElement(found.tag) as TokenHolder;
  const attributes = { ...found.attributes, ...queryAttributes(location.search) };
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const token = readCookie(document.cookie, TOKEN_COOKIE);
  // A property, never an attribute: the token must not appear in the DOM. Set before the element is defined;
  // defineWidget keeps properties set early.
  if (token) element.token = token;
  host.replaceChildren(element);
}

function onNavigate(event: Event): void {
  const detail = (event as CustomEvent<NavigateDetail | null>).detail;
  if (detail && 'back' in detail && detail.back === true) {
    // The element asks to leave its first step the way the family came; only the page may use its history.
    event.preventDefault();
    history.back();
    return;
  }
  if (!detail || !('to' in detail) || typeof detail.to !== 'string') return;
  const target = new URL(detail.to, location.href);
  if (target.origin !== location.origin) return;
  const found = match(target.pathname);
  // Routes this page cannot show are left to the element, which sets location itself.
  if (!found || !landedTags.has(found.tag)) return;
  event.preventDefault();
  history.pushState(null, '', target.pathname + target.search + target.hash);
  mount();
}

if (host) {
  document.addEventListener('cc-navigate', onNavigate);
  window.addEventListener('popstate', mount);
  mount();
}

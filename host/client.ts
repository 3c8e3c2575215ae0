// dist/host.js: mounts the element for the current path on the hosted page, hands it the mobile app's token
// and keeps navigation between flows, and between a wizard's pages, inside the page with history.
import { TOKEN_COOKIE, clearedTokenCookie, readCookie, tokenCookie } from './cookie';
import { match, queryAttributes } from './routes';
import { onStepChange, stepEntryOf } from './stepHistory';

type NavigateDetail = { to: string } | { back: true };

type TokenHolder = HTMLElement & { token?: string };

const host = document.getElementById('cc-host');
const landedTags = new Set((host?.dataset.tags ?? '').split(' ').filter(Boolean));
let mounted: { path: string; element: HTMLElement } | undefined;

/** `moved`: mounted for the family's own move (a link inside the page, Back or Forward), not the page's load. */
function mount(moved = false): void {
  if (!host) return;
  const found = match(location.pathname);
  if (!found || !landedTags.has(found.tag) || found.route.pending) {
    // Only the server knows what to answer for other paths (the index, a 404).
    location.reload();
    return;
  }
  const element = document.createElement(found.tag) as TokenHolder;
  const attributes = { ...found.attributes, ...queryAttributes(location.search, found.tag) };
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  // The control the family pressed went with the element before: the new one gives its heading the focus.
  if (moved) element.setAttribute('autofocus', '');
  // A reload keeps history state: the wizard reopens on the page the family was on.
  const entry = stepEntryOf(history.state);
  if (entry) element.setAttribute('step', entry.at);
  const token = readCookie(document.cookie, TOKEN_COOKIE);
  // A property, never an attribute: the token must not appear in the DOM. Set before the element is defined;
  // defineWidget keeps properties set early.
  if (token) element.token = token;
  host.replaceChildren(element);
  mounted = { path: location.pathname, element };
}

function onStepChanged(event: Event): void {
  const detail = (event as CustomEvent<{ position?: unknown; from?: unknown }>).detail;
  if (!mounted || event.target !== mounted.element) return;
  if (typeof detail?.position !== 'string' || typeof detail.from !== 'string') return;
  const action = onStepChange(stepEntryOf(history.state), { position: detail.position, from: detail.from });
  if (action.kind === 'back') history.back();
  if (action.kind === 'push') {
    if (action.replaceFirst) history.replaceState({ ccStep: action.replaceFirst }, '');
    history.pushState({ ccStep: action.push }, '');
  }
  // Mirrored, so the attribute changes only when history moves the wizard.
  mounted.element.setAttribute('step', detail.position);
}

/**
 * The server refused the token: the mobile app may have refreshed its cookie since; hand the element what is there
 * now. Nothing newer there: the session is over, so the page forgets it and a portal page asks the parent to sign in
 * again, coming back here afterwards.
 */
function onTokenExpired(event: Event): void {
  if (!mounted || event.target !== mounted.element) return;
  const element = mounted.element as TokenHolder;
  const token = readCookie(document.cookie, TOKEN_COOKIE);
  if (token && token !== element.token) {
    element.token = token;
    return;
  }
  document.cookie = clearedTokenCookie(location.protocol === 'https:');
  if (mounted.element.localName !== 'cc-portal') return;
  const login = `/parent-portal/login?${new URLSearchParams({ redirect: location.pathname + location.search })}`;
  history.pushState(null, '', login);
  mount(true);
}

/** The portal signed a parent in: the page keeps the session for the elements it mounts next. */
function onSignedIn(event: Event): void {
  const detail = (event as CustomEvent<{ token?: unknown; expiresAt?: unknown }>).detail;
  if (typeof detail?.token !== 'string' || typeof detail.expiresAt !== 'string') return;
  document.cookie = tokenCookie(detail.token, detail.expiresAt, location.protocol === 'https:');
}

function onSignedOut(): void {
  document.cookie = clearedTokenCookie(location.protocol === 'https:');
}

function onPopState(): void {
  const entry = stepEntryOf(history.state);
  // Back or Forward between pages of the wizard on this route: the element moves; anything else mounts afresh.
  if (entry && mounted && mounted.path === location.pathname) mounted.element.setAttribute('step', entry.at);
  else mount(true);
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
  if (!found || !landedTags.has(found.tag) || found.route.pending) return;
  event.preventDefault();
  history.pushState(null, '', target.pathname + target.search + target.hash);
  mount(true);
}

if (host) {
  document.addEventListener('cc-navigate', onNavigate);
  document.addEventListener('cc-step-change', onStepChanged);
  document.addEventListener('cc-token-expired', onTokenExpired);
  document.addEventListener('cc-signed-in', onSignedIn);
  document.addEventListener('cc-signed-out', onSignedOut);
  window.addEventListener('popstate', onPopState);
  mount();
}

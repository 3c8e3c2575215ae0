// dist/cc-widgets.js: the classic script a centre puts on its website. No React here: it only claims the page,
// reserves space for the widgets and imports a flow's chunk when its element shows up.
import { FLOW_CHUNKS, FLOW_EARLY, FLOW_PRELOADS, LOADER_VERSION } from './constants';
import { dropEarly, sendEarly, type EarlyAnswers } from './early';
import { createLazyDefiner, watchDocument } from './lazy';
import { addModulePreload } from './preload';
import { injectReserveStyle } from './reserve';
import { apiFromScript, claimPage } from './state';

const script = document.currentScript as HTMLScriptElement | null;
const scriptUrl = script?.src || location.href;
const claim = claimPage(window, LOADER_VERSION, apiFromScript(script?.src, location.origin));

if (claim === 'other-version') {
  console.warn(
    `cc-widgets: version ${window.__ccWidgets?.version} is already on this page; this copy (${LOADER_VERSION}) does nothing. Include cc-widgets.js once.`,
  );
} else if (claim === 'claimed') {
  injectReserveStyle(document);
  const early: EarlyAnswers = new Map();
  const page = window.__ccWidgets as NonNullable<Window['__ccWidgets']>;
  page.early = early;
  document.addEventListener('cc-ready', (event) => dropEarly(early, (event.target as Element).localName));
  // A classic script cannot use static import; dynamic import() of an ESM chunk works from one.
  const definer = createLazyDefiner(
    FLOW_CHUNKS,
    scriptUrl,
    (url) => import(/* @vite-ignore */ url),
    FLOW_PRELOADS,
    (url) => addModulePreload(document, url),
    // The first element of a tag: its first screen's requests go out now, beside the chunks.
    (element) => sendEarly(element, FLOW_EARLY[element.localName], page.apiDefault, early),
  );
  watchDocument(document, definer);
}

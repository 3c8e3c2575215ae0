// Server-rendered pages of the hosted site. Everything interpolated goes through escapeHtml.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);
}

const BASE_CSS = `
:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1f2933;background:#fff}
body{margin:0}
.page{max-width:1320px;margin:0 auto;padding:24px 16px}
a{color:#0b5cad}
a:focus-visible{outline:3px solid #0b5cad;outline-offset:2px}
h1{font-size:1.75rem;margin:0 0 8px}
h2{font-size:1.25rem;margin:0 0 4px}
h3{font-size:1rem;margin:16px 0 4px}
code{font-size:.95em;word-break:break-all}
`;

export function page(opts: { title: string; body: string; head?: string; css?: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(opts.title)}</title>
<style>${BASE_CSS}${opts.css ?? ''}</style>
${opts.head ?? ''}
</head>
<body>
${opts.body}
</body>
</html>
`;
}

export const NOT_FOUND_TEXT =
  'Whoops, we cannot find the registration you are looking for. Please double check your url.';

export function notFoundPage(): string {
  return page({
    title: 'Registration not found',
    body: `<main class="page" data-testid="not-found">
<h1>Registration not found</h1>
<p data-testid="not-found-message">${escapeHtml(NOT_FOUND_TEXT)}</p>
</main>`,
  });
}

/** Answer for a path no landed flow serves: a plain 404, never a stand-in screen. */
export function missingPage(pathname: string): string {
  return page({
    title: 'Page not found',
    body: `<main class="page" data-testid="missing">
<h1>Page not found</h1>
<p>There is no page at <code>${escapeHtml(pathname)}</code>.</p>
<p><a href="/">Back to the demo index</a></p>
</main>`,
  });
}

const VISUALLY_HIDDEN_CSS =
  '.visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}';

/**
 * The shell a landed route answers with: host.js mounts the element for the current path into #cc-host; the chunks
 * its element needs first are preloaded beside the loader. The page's
 * own level-one heading stays outside it (the widgets start at h2, as they do on a centre's page under its h1).
 */
export function shellPage(landedTags: readonly string[], preloads: readonly string[] = []): string {
  const links = preloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">\n`).join('');
  // host.js mounts the element, so nothing starts before it arrives. A deferred script is fetched at low priority,
  // which Chromium holds back while the head's preloads load: on a phone-class CPU it arrived about 0.3 s after
  // them. At high priority it arrives with them.
  return page({
    title: 'Enrolment',
    css: VISUALLY_HIDDEN_CSS,
    head: `${links}<script src="/widgets/cc-widgets.js"></script>
<script src="/widgets/host.js" defer fetchpriority="high"></script>`,
    body: `<main>
<h1 class="visually-hidden">Enrolment</h1>
<div id="cc-host" data-testid="host" data-tags="${escapeHtml(landedTags.join(' '))}"></div>
</main>`,
  });
}

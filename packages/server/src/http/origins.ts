/**
 * Whether a browser origin matches one of a business's registered website origins.
 * A pattern's port may be `*` (any port), as the demo's `http://localhost:*`.
 */
export function isOriginAllowed(origin: string, patterns: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  return patterns.some((pattern) => {
    const wildcard = /^(https?):\/\/([^/:]+):\*$/.exec(pattern);
    if (wildcard) return url.protocol === `${wildcard[1]}:` && url.hostname === wildcard[2];
    return pattern === origin;
  });
}

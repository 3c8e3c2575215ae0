// A modulepreload hint in the page's head, once per URL (the hosted page lists its own in the HTML already).

export function addModulePreload(doc: Document, url: string): void {
  const known = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].some(
    (link) => link.href === url,
  );
  if (known) return;
  const link = doc.createElement('link');
  link.rel = 'modulepreload';
  link.href = url;
  doc.head.append(link);
}

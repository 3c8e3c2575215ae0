// Imports a flow's chunk the first time an element of its tag appears in the document, once per tag.

export type ImportChunk = (url: string) => Promise<unknown>;

/**
 * `preloads`: per tag, what its chunk imports statically; `hint` asks the browser for each beside the chunk, so they
 * do not wait for the chunk to arrive and be parsed. `firstElement` is handed the first element of each tag (the
 * loader sends that element's early requests).
 */
export function createLazyDefiner(
  chunks: Record<string, string>,
  baseUrl: string,
  importChunk: ImportChunk,
  preloads: Record<string, readonly string[]> = {},
  hint: (url: string) => void = () => undefined,
  firstElement: (element: Element) => void = () => undefined,
) {
  const requested = new Set<string>();

  function load(tag: string, element?: Element): void {
    const chunk = chunks[tag];
    if (!chunk || requested.has(tag)) return;
    requested.add(tag);
    if (element) firstElement(element);
    for (const file of preloads[tag] ?? []) hint(new URL(file, baseUrl).href);
    importChunk(new URL(chunk, baseUrl).href).catch((error: unknown) => {
      // Let a later connection retry: the failure may be a dropped connection.
      requested.delete(tag);
      console.error(`cc-widgets: could not load <${tag}>`, error);
    });
  }

  function scan(root: ParentNode): void {
    for (const tag of Object.keys(chunks)) {
      const element = requested.has(tag) ? null : root.querySelector(tag);
      if (element) load(tag, element);
    }
  }

  function onNode(node: Node): void {
    if (node.nodeType !== 1) return;
    const element = node as Element;
    load(element.localName, element);
    scan(element);
  }

  return { load, scan, onNode, requested };
}

export function watchDocument(doc: Document, definer: ReturnType<typeof createLazyDefiner>): MutationObserver {
  const observer = new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(definer.onNode);
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  definer.scan(doc);
  return observer;
}

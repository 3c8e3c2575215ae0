// What each flow's entry chunk imports statically (the runtime, its kit chunks, @cc/programs), read off the ESM
// build's chunk graph and handed to the loader (dist/cc-widgets.js), which asks the browser for them as
// modulepreload when it imports the entry. Without the hint a centre's page fetches them only once the entry has
// arrived and been parsed: one round trip after another (loader, entry, runtime). The ESM build runs first, so its
// graph is known when the loader is built.
export function flowPreloads(tags) {
  let preloads = {};
  return {
    /** The loader's replacement for __CC_FLOW_PRELOADS__: { tag: ['chunks/runtime.js', ...] }, paths from dist/. */
    value: () => JSON.stringify(preloads),
    plugin: {
      name: 'cc-flow-preloads',
      generateBundle(_options, bundle) {
        const next = {};
        for (const tag of tags) {
          const entry = `chunks/${tag}.js`;
          if (!bundle[entry]) continue;
          const seen = new Set();
          const stack = [...bundle[entry].imports];
          while (stack.length > 0) {
            const name = stack.pop();
            if (seen.has(name) || bundle[name]?.type !== 'chunk') continue;
            seen.add(name);
            stack.push(...bundle[name].imports);
          }
          next[tag] = [...seen].sort();
        }
        preloads = next;
      },
    },
  };
}

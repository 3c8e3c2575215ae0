// V8 compiles a function the first time it is called, on the page's main thread, unless the file asks for eager
// compilation with the `//# allFunctionsCalledOnLoad` magic comment on its first line (Chrome 136 and later; other
// browsers read a comment). Eagerly, the compile runs on a background thread while the file streams in. On a
// throttled phone-class CPU, lazy compiles of the runtime and a flow's first screen held the main thread for about
// 400 ms of a 1.2 s start, so the files a flow's first screen loads statically carry the hint; the parts loaded
// later (steps, dialogs) do not, since most of their functions do not run at once.
import { staticClosure } from './build-report.mjs';

const HINT = '//# allFunctionsCalledOnLoad\n';

/** The chunks a page loads statically with an entry: the entry and what it imports, transitively. */
export function firstScreenChunks(bundle, isEntry) {
  const chunks = Object.fromEntries(Object.entries(bundle).filter(([, file]) => file.type === 'chunk'));
  const entries = Object.values(chunks).filter(isEntry);
  return staticClosure(
    chunks,
    entries.map((chunk) => chunk.fileName),
  );
}

/** Adds the eager-compile hint to the first-screen chunks of every entry `isEntry` accepts (after minifying). */
export function compileHints(isEntry = (chunk) => chunk.isEntry) {
  return {
    name: 'compile-hints',
    generateBundle(_options, bundle) {
      for (const fileName of firstScreenChunks(bundle, isEntry)) bundle[fileName].code = HINT + bundle[fileName].code;
    },
  };
}

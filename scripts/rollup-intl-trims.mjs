// The first Intl.NumberFormat a page touches costs Chromium 70-140 ms of a 4x-throttled CPU (it loads the locale list
// of number formatting; measured: Intl.PluralRules or Intl.Locale first cost about 1 ms). react-intl touched it on
// every widget's first render only to ask whether the locale is supported: @formatjs/intl's createIntl (to warn
// when it is not: the check goes) and intl-messageformat's resolveLocale (per message with arguments: it asks
// PluralRules' list instead, which holds the same locales). So no first screen pays for number formatting it does
// not show; the widgets warm it once the first screen is usable (@cc/ui's warmIntl). Pinned versions: a pattern
// that is not found fails the build rather than leaving the cost in silently.
const EDITS = [
  {
    id: /[\\/]node_modules[\\/]@formatjs[\\/]intl[\\/]index\.js$/,
    replace: [
      // Only to warn when the locale is not supported; the widgets' locales are their catalogues' (en-US, en-CA,
      // en-AU), which every browser formats.
      [
        ' else if (!Intl.NumberFormat.supportedLocalesOf(locale).length && onError) onError(new MissingDataError(`Missing locale data for locale: "${locale}" in Intl.NumberFormat. Using default locale: "${defaultLocale}" as fallback. See https://formatjs.github.io/docs/react-intl#runtime-requirements for more details`));\n',
        '\n',
      ],
      [
        '\telse if (!Intl.DateTimeFormat.supportedLocalesOf(locale).length && onError) onError(new MissingDataError(`Missing locale data for locale: "${locale}" in Intl.DateTimeFormat. Using default locale: "${defaultLocale}" as fallback. See https://formatjs.github.io/docs/react-intl#runtime-requirements for more details`));\n',
        '',
      ],
    ],
  },
  {
    id: /[\\/]node_modules[\\/]intl-messageformat[\\/]index\.js$/,
    replace: [
      [
        'const supportedLocales = Intl.NumberFormat.supportedLocalesOf(locales);',
        'const supportedLocales = Intl.PluralRules.supportedLocalesOf(locales);',
      ],
    ],
  },
];

/** Applies EDITS to `code` of module `id`; throws when an expected pattern is missing. */
export function trimIntl(id, code) {
  const edit = EDITS.find((e) => e.id.test(id));
  if (!edit) return null;
  let out = code;
  for (const [from, to] of edit.replace) {
    if (!out.includes(from))
      throw new Error(`${id}: expected "${from}" (rollup-intl-trims.mjs); was the package upgraded?`);
    out = out.split(from).join(to);
  }
  return out;
}

export function intlTrims() {
  return {
    name: 'cc-intl-trims',
    transform(code, id) {
      const out = trimIntl(id, code);
      return out === null ? null : { code: out, map: null };
    },
  };
}

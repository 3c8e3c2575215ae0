// Shoelace's light theme declares about 400 design tokens (--sl-*); the widgets' components and styles read a
// fraction of them. When the bundle is written, every token no module of the build reads (directly, or through
// another kept token) is dropped from the theme, so a family's browser downloads only the tokens in use.
const THEME = /[\\/]@shoelace-style[\\/]shoelace[\\/]dist[\\/]themes[\\/]light\.styles\.js$/;
const DECLARATION = /(--sl-[\w-]+)\s*:\s*([^;]*);/g;
const REFERENCE = /--sl-[\w-]+/g;

/** The tokens read anywhere in `sources` or by the theme's own rules, and those the kept tokens' own values read, until nothing new turns up. */
export function usedTokens(themeCss, sources) {
  const values = new Map([...themeCss.matchAll(DECLARATION)].map(([, name, value]) => [name, value]));
  const used = new Set();
  // The theme's own rules (the toast stack, the scroll lock) read tokens too.
  const rules = themeCss.replace(DECLARATION, '');
  const pending = [rules, ...sources].flatMap((source) => source.match(REFERENCE) ?? []);
  while (pending.length > 0) {
    const name = pending.pop();
    if (used.has(name)) continue;
    used.add(name);
    pending.push(...(values.get(name)?.match(REFERENCE) ?? []));
  }
  return used;
}

/** The theme without the declarations of tokens outside `used`; every other rule stays as it is. */
export function pruneTheme(themeCss, used) {
  return themeCss.replace(DECLARATION, (declaration, name) => (used.has(name) ? declaration : ''));
}

export function themeTokens() {
  return {
    name: 'cc-theme-tokens',
    renderChunk(code, chunk) {
      const themeId = Object.keys(chunk.modules).find((id) => THEME.test(id));
      const rendered = themeId && chunk.modules[themeId].code;
      if (!rendered) return null;
      const sources = [...this.getModuleIds()]
        .filter((id) => !THEME.test(id))
        .map((id) => this.getModuleInfo(id)?.code ?? '');
      const pruned = pruneTheme(rendered, usedTokens(rendered, sources));
      return { code: code.replace(rendered, () => pruned), map: null };
    },
  };
}

/** One custom property of the theme as the stylesheet declares it. */
export interface ThemeToken {
  name: string;
  value: string;
}

/**
 * The tokens declared on `:root` in the theme's stylesheet, in their order, read from the file itself
 * so the docs can never show a value the widgets do not use. Comments are ignored, and so are blocks
 * other than `:root` (the Arabic font stack under `:lang(ar)` overrides a token, it declares none).
 */
export function readRootTokens(css: string): ThemeToken[] {
  const root = /:root\s*\{([^}]*)\}/.exec(css.replace(/\/\*[\s\S]*?\*\//g, ''))?.[1] ?? '';
  return [...root.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name = '', value = '']) => ({
    name,
    value: value.replace(/\s+/g, ' ').trim(),
  }));
}

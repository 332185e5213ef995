import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** The locale files of the apps and of packages/ui: `locales/<xx>.json` and `intl/<xx>.json`. */
const LOCALE_FILE = /[\\/](?:locales|intl)[\\/][a-z]{2}\.json$/;

/**
 * Production builds ship ICU messages already parsed: each locale file becomes its AST at build time,
 * and react-intl's parser is swapped for the parser-less build, so no page downloads the ICU parser.
 * A message that does not parse fails the build. Tests and Storybook keep the strings and the parser.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'minbar:precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    transform: {
      filter: { id: LOCALE_FILE },
      handler(code, id) {
        if (id.includes('node_modules')) return null;
        const messages = JSON.parse(code) as Record<string, string>;
        const compiled = Object.fromEntries(
          Object.entries(messages).map(([key, message]) => [key, parse(message)]),
        );
        // Still JSON: Vite's own JSON step turns it into a module.
        return { code: JSON.stringify(compiled), map: null };
      },
    },
  };
}

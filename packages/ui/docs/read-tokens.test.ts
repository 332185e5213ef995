import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { readRootTokens } from './read-tokens';

describe('readRootTokens', () => {
  test('reads the :root tokens in order, without comments or other blocks', () => {
    const css = `
      /* --color-ghost: #000; a comment is not a token */
      :root {
        --color-primary: #14532d; /* deep green */
        --font-sans: system-ui,
          sans-serif;
        --space-1: 0.25rem;
      }
      :lang(ar) { --font-sans: "Noto Sans Arabic"; }
    `;
    expect(readRootTokens(css)).toEqual([
      { name: '--color-primary', value: '#14532d' },
      { name: '--font-sans', value: 'system-ui, sans-serif' },
      { name: '--space-1', value: '0.25rem' },
    ]);
  });

  test('a stylesheet without :root has no tokens', () => {
    expect(readRootTokens(':lang(ar) { --line-height: 1.7; }')).toEqual([]);
  });

  test("the theme's own stylesheet gives the colours and scales the Theme page draws", () => {
    const tokens = readRootTokens(readFileSync(new URL('../src/theme/tokens.css', import.meta.url), 'utf8'));
    const names = tokens.map((token) => token.name);
    expect(names).toContain('--color-primary');
    expect(names).toContain('--space-4');
    expect(names).toContain('--radius-md');
    expect(names).toContain('--font-size-md');
    expect(names).toContain('--shadow-md');
    // The Arabic override of the font stack, in a later block, does not replace the root's value.
    expect(tokens.find((token) => token.name === '--font-sans')?.value).toMatch(/^system-ui/);
    for (const token of tokens.filter((entry) => entry.name.startsWith('--color-'))) {
      expect(token.value).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});

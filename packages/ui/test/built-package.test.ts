import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The package as an app outside this repository receives it (`npm run build -w @minbar/ui` first):
 * every entry loads in plain Node, with no DOM, no bundler and no `.css` loader, the way a server
 * renderer or a test runner imports it.
 */
const PACKAGE_DIR = resolve(import.meta.dirname, '..');
const SRC = join(PACKAGE_DIR, 'src');
const DIST = join(PACKAGE_DIR, 'dist');

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((file) => join(folder, file))
    .sort();
}

interface Manifest {
  exports: Record<string, string | Record<string, string>>;
}
const manifest = JSON.parse(readFileSync(join(PACKAGE_DIR, 'package.json'), 'utf8')) as Manifest;

/** `@minbar/ui` and each JavaScript subpath package.json exports to apps outside the workspace. */
function entrySpecifiers(): string[] {
  return Object.entries(manifest.exports)
    .filter(([, target]) => typeof target === 'object' && 'import' in target)
    .map(([key]) => (key === '.' ? '@minbar/ui' : `@minbar/ui/${key.slice(2)}`));
}

interface LoadResult {
  specifier: string;
  error?: string;
  exports?: Record<string, string>;
}

/** Imports each entry by its package name in one Node process (the package resolves itself by its exports). */
function loadInNode(specifiers: string[]): LoadResult[] {
  const script = `
    const results = [];
    for (const specifier of ${JSON.stringify(specifiers)}) {
      try {
        const module = await import(specifier);
        results.push({ specifier, exports: Object.fromEntries(Object.entries(module).map(([k, v]) => [k, typeof v])) });
      } catch (error) {
        results.push({ specifier, error: String(error?.stack ?? error) });
      }
    }
    process.stdout.write(JSON.stringify(results));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: PACKAGE_DIR,
    encoding: 'utf8',
  });
  return JSON.parse(output) as LoadResult[];
}

describe('the built @minbar/ui', () => {
  if (!existsSync(join(DIST, 'index.js'))) {
    it('is built', () => {
      expect.fail('packages/ui/dist is missing: run `npm run build -w @minbar/ui` first');
    });
    return;
  }

  const specifiers = entrySpecifiers();
  const results = loadInNode(specifiers);

  it.each(specifiers)('%s loads in plain Node, touching no window or document', (specifier) => {
    const result = results.find((candidate) => candidate.specifier === specifier);
    expect(result?.error).toBeUndefined();
    expect(result?.exports).toBeDefined();
  });

  it('the root entry exports the provider and the widgets', () => {
    const root = results.find((result) => result.specifier === '@minbar/ui')?.exports ?? {};
    for (const name of [
      'UiProvider',
      'Button',
      'Dialog',
      'Tabs',
      'TabList',
      'TabPanel',
      'DateField',
      'TextField',
    ]) {
      expect(root[name], name).toBe('function');
    }
  });

  it('the root entry re-exports every export of each widget module, so no widget is left to a deep path', () => {
    const root = results.find((result) => result.specifier === '@minbar/ui')?.exports ?? {};
    // The stories' and tests' helpers and the widgets' internal parts, which the root entry leaves out.
    const internal =
      /^@minbar\/ui\/(provider\/(story-locale|every-ui-message|aria-locale|ui-catalogue|ui-messages|ui-locale-context)|(date-field|time-field)\/segment|carousel\/(carousel-rules|use-reduced-motion)|theme\/)/;
    const missing = results
      .filter((result) => result.specifier !== '@minbar/ui' && !internal.test(result.specifier))
      .flatMap((result) =>
        Object.keys(result.exports ?? {})
          .filter((name) => !(name in root))
          .map((name) => `${result.specifier}: ${name}`),
      );
    expect(missing).toEqual([]);
  });

  it('exports each module of the root entry by name, and nothing by pattern', () => {
    const keys = Object.keys(manifest.exports);
    expect(keys.filter((key) => key.includes('*'))).toEqual([]);
    const index = readFileSync(join(SRC, 'index.ts'), 'utf8');
    const rootModules = [...index.matchAll(/export \* from '\.\/([^']+)'/g)].map((match) => match[1]);
    expect(rootModules.length).toBeGreaterThan(30);
    for (const module of rootModules) expect(keys, module).toContain(`./${module}`);
  });

  it("leaves the stories' helpers out of the build: the workspace reads them from source only", () => {
    for (const helper of ['provider/story-locale', 'provider/every-ui-message']) {
      expect(manifest.exports[`./${helper}`], helper).toEqual({ 'minbar-source': expect.any(String) });
      expect(existsSync(join(DIST, `${helper}.js`)), helper).toBe(false);
    }
  });

  it('its JavaScript imports no stylesheet and comes with declarations and source maps', () => {
    const scripts = filesUnder(DIST).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(readFileSync(script, 'utf8'), relative(DIST, script)).not.toMatch(
        /\bimport\s*["'][^"']+\.css["']/,
      );
      expect(existsSync(`${script}.map`), `${relative(DIST, script)}.map`).toBe(true);
    }
    for (const specifier of specifiers) {
      const module = specifier === '@minbar/ui' ? 'index' : specifier.slice('@minbar/ui/'.length);
      expect(existsSync(join(DIST, `${module}.d.ts`)), `${module}.d.ts`).toBe(true);
    }
  });

  it('styles.css holds the tokens and every widget stylesheet', () => {
    const stylesheet = readFileSync(join(DIST, 'styles.css'), 'utf8');
    // The tokens, then one class of each widget stylesheet in src (each names its own ui- classes).
    expect(stylesheet).toContain('--color-primary:');
    const widgetSheets = filesUnder(SRC).filter((file) => file.endsWith('.css') && !file.includes('/theme/'));
    const imported = readFileSync(join(SRC, 'styles.css'), 'utf8');
    for (const sheet of widgetSheets) {
      if (sheet === join(SRC, 'styles.css')) continue;
      expect(imported, relative(SRC, sheet)).toContain(`"./${relative(SRC, sheet)}"`);
      const firstSelector = readFileSync(sheet, 'utf8').match(/^\.[\w-]+/m)?.[0];
      expect(firstSelector, relative(SRC, sheet)).toBeDefined();
      expect(stylesheet, relative(SRC, sheet)).toContain(firstSelector);
    }
  });
});

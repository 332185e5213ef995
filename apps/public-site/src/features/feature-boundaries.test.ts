import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { layerViolations } from '../../../../scripts/lib/layer-boundaries.mjs';

/*
 * The dashboard's rules hold here too: a feature never imports a sibling feature, and nothing imports
 * what sits above it (app/ wires the features; lib/ is below both). Biome holds the upward rule by the
 * import's words; this resolves every relative import under src/ and checks where it lands.
 */
const RULES = { areasDir: 'features', below: { features: ['app'], lib: ['app', 'features'] } };
const srcDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const found = layerViolations({ srcDir, ...RULES });

describe('feature boundaries', () => {
  it('finds the public areas it guards', () => {
    expect(found.areas).toEqual(
      expect.arrayContaining(['activities', 'donations', 'events', 'prayer-times']),
    );
  });

  it('has no feature importing a sibling feature', () => {
    expect(found.crossArea).toEqual([]);
  });

  it('has no feature importing the app, and lib importing neither', () => {
    expect(found.upward).toEqual([]);
  });
});

describe('the boundary check itself', () => {
  const root = mkdtempSync(join(tmpdir(), 'layers-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  // Each fixture file imports the given paths (written so this file's own text holds no such import).
  const write = (path: string, ...specifiers: string[]) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    const quote = "'";
    writeFileSync(join(root, path), specifiers.map((s) => `import ${quote}${s}${quote};\n`).join(''));
  };
  write('app/app.tsx', '../features/home/home', '../lib/x');
  write('lib/x.ts', './y', '../app/app');
  write('lib/y.ts');
  write('features/home/home.tsx', '../../lib/x', './home-intl');
  write('features/home/home-intl.ts', '../../app/app');
  write('features/home/index.ts');
  write('features/events/list.tsx', '../home/home', '../home');
  write('test/support.tsx', '../app/app', '../features/home/home');

  it('names each import that points up or into a sibling area, and passes the ones that do not', () => {
    const seen = layerViolations({ srcDir: root, ...RULES });
    expect(seen.areas).toEqual(['events', 'home']);
    expect(seen.upward.sort()).toEqual([
      'features/home/home-intl.ts -> ../../app/app',
      'lib/x.ts -> ../app/app',
    ]);
    expect(seen.crossArea.sort()).toEqual([
      'features/events/list.tsx -> ../home',
      'features/events/list.tsx -> ../home/home',
    ]);
  });
});

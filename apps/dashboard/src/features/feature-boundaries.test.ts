import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { layerViolations } from '../../../../scripts/lib/layer-boundaries.mjs';

/*
 * A feature never imports a sibling feature, and nothing imports what sits above it
 * (app/ wires the features; lib/ is below both; docs/architecture.md). Biome holds the upward rule by the import's words;
 * this resolves every relative import under src/ and checks where it lands, which Biome cannot do for
 * a sibling reached through `../../other`. Shared code belongs in lib/ or a package.
 */
const srcDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const found = layerViolations({
  srcDir,
  areasDir: 'features',
  below: { features: ['app'], lib: ['app', 'features'] },
});

describe('feature boundaries', () => {
  it('finds the dashboard areas it guards', () => {
    expect(found.areas).toEqual(expect.arrayContaining(['administrators', 'auth', 'fatwa', 'prayer-times']));
  });

  it('has no feature importing a sibling feature', () => {
    expect(found.crossArea).toEqual([]);
  });

  it('has no feature importing the app, and lib importing neither', () => {
    expect(found.upward).toEqual([]);
  });
});

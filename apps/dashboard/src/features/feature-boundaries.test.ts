import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * A feature never imports a sibling feature (docs/architecture.md). Biome cannot express this for relative
 * paths, so this test resolves every relative import under features/ and checks where it lands.
 * Shared code belongs in lib/, app/ or a package.
 */
const featuresDir = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

function featureOf(path: string): string | null {
  const inside = relative(featuresDir, path);
  if (inside.startsWith('..')) return null;
  const parts = inside.split(sep);
  // A file directly in features/ (this test) belongs to no feature.
  return parts.length > 1 ? (parts[0] ?? null) : null;
}

function crossFeatureImports(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(featuresDir)) {
    const own = featureOf(file);
    if (own === null) continue;
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = resolve(dirname(file), match[1] ?? '');
      const targetFeature = featureOf(`${target}${sep}x`);
      if (targetFeature !== null && targetFeature !== own) {
        found.push(`${relative(featuresDir, file)} -> ${match[1]}`);
      }
    }
  }
  return found;
}

describe('feature boundaries', () => {
  it('finds the dashboard areas it guards', () => {
    const areas = new Set(sourceFiles(featuresDir).map(featureOf).filter(Boolean));
    expect([...areas]).toEqual(expect.arrayContaining(['administrators', 'auth', 'fatwa', 'prayer-times']));
  });

  it('has no feature importing a sibling feature', () => {
    expect(crossFeatureImports()).toEqual([]);
  });
});

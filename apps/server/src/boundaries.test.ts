import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The server's layers, bottom to top: db/ (tables and the connection), mail/ (the mail
 * templates, which know nothing of the server) and pdf/ (documents, likewise), services/ and deps.ts (logic used by several
 * areas), http/ (request plumbing), routes/<area>/ (one area's endpoints), then the
 * files that assemble and start the app (app.ts, main.ts, runtime.ts, env.ts, env-file.ts, seed*.ts, static/,
 * commands/). Code imports
 * only its own layer or a lower one, and an area never imports another area: what two areas share
 * moves down to services/, http/ or db/ (docs/decisions/0026). Biome cannot express either rule for
 * relative paths, so this test resolves every relative import and checks where it lands.
 *
 * Test code (*.test.ts, src/test/ and the fixtures beside the tests that build on src/test/) drives
 * the whole app, so it may import any layer; it still keeps out of other areas. A flow across
 * areas is tested from routes/ itself, where a file belongs to no area.
 */
const srcDir = dirname(fileURLToPath(import.meta.url));

const LAYERS: ReadonlyArray<readonly [layer: string, rank: number]> = [
  ['db', 0],
  // The mail templates: words and markup from typed data, knowing nothing of the server's state.
  ['mail', 0],
  // Documents (the yearly statement's PDF) from typed data, like the mails.
  ['pdf', 0],
  ['services', 1],
  ['deps.ts', 1],
  ['http', 2],
  ['routes', 3],
  ['static', 4],
  ['app.ts', 4],
  ['main.ts', 4],
  // The wiring main.ts and the operator's commands share, and those commands.
  ['runtime.ts', 4],
  ['commands', 4],
  ['env.ts', 4],
  ['env-file.ts', 4],
  ['seed', 4],
  ['test', 5],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) ? [path] : [];
  });
}

function partsOf(path: string): string[] {
  return relative(srcDir, path).split(sep);
}

/** The rank of the layer a file (or an import's target, extension-less) belongs to. */
function rankOf(path: string): number {
  const first = partsOf(path)[0] ?? '';
  if (first.endsWith('.test.ts')) return 5;
  const name = first.replace(/\.ts$/, '');
  for (const [layer, rank] of LAYERS) {
    if (layer === first || layer === `${name}.ts` || (layer === 'seed' && name.startsWith('seed')))
      return rank;
  }
  throw new Error(`${relative(srcDir, path)} is in no layer: add its folder to LAYERS`);
}

/** The area (routes/<area>/…) a file belongs to; a file directly in routes/ belongs to none. */
function areaOf(path: string): string | null {
  const parts = partsOf(path);
  return parts[0] === 'routes' && parts.length > 2 ? (parts[1] ?? null) : null;
}

interface Import {
  file: string;
  specifier: string;
  target: string;
}

function relativeImports(file: string): Import[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((match) => ({
    file,
    specifier: match[1] ?? '',
    target: resolve(dirname(file), match[1] ?? ''),
  }));
}

const files = sourceFiles(srcDir);
const imports = files.flatMap(relativeImports);
const testDir = join(srcDir, 'test');
const importsTestDir = (file: string) =>
  relativeImports(file).some((found) => found.target.startsWith(`${testDir}${sep}`));
const testCode = new Set(
  files.filter(
    (file) => file.endsWith('.test.ts') || file.startsWith(`${testDir}${sep}`) || importsTestDir(file),
  ),
);
const show = ({ file, specifier }: Import) => `${relative(srcDir, file)} -> ${specifier}`;

describe('server boundaries', () => {
  it('finds the layers and the areas it guards', () => {
    const areas = new Set(files.map(areaOf).filter(Boolean));
    expect([...areas]).toEqual(expect.arrayContaining(['accounts', 'donations', 'education', 'payments']));
    expect(new Set(files.map(rankOf))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    expect(imports.length).toBeGreaterThan(300);
  });

  it('has no code importing a layer above its own', () => {
    const upward = imports.filter(
      (found) => !testCode.has(found.file) && rankOf(found.target) > rankOf(found.file),
    );
    expect(upward.map(show)).toEqual([]);
  });

  it('has no production code importing test code', () => {
    const intoTests = imports.filter(
      (found) => !testCode.has(found.file) && testCode.has(`${found.target}.ts`),
    );
    expect(intoTests.map(show)).toEqual([]);
  });

  it('has no area importing another area', () => {
    const crossing = imports.filter((found) => {
      const own = areaOf(found.file);
      const target = areaOf(`${found.target}.ts`);
      return own !== null && target !== null && target !== own;
    });
    expect(crossing.map(show)).toEqual([]);
  });

  it('keeps routes/ itself for tests of flows across areas', () => {
    const loose = files.filter((file) => {
      const parts = partsOf(file);
      return parts[0] === 'routes' && parts.length === 2 && !testCode.has(file);
    });
    expect(loose.map((file) => relative(srcDir, file))).toEqual([]);
  });
});

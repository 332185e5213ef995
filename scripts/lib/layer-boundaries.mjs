// Which way imports may point inside one app's source folder. Biome can forbid an app's features from
// naming `app/` in an import, but not a feature reaching into a sibling through `../../other`, since
// that depends on where the importing file is; this resolves every relative import and checks where it
// lands. Generic on purpose: each app (and the server, with its route areas) calls it with its own
// folders from a test of its own.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const SOURCE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs)$/;
// Static, side-effect, re-export and dynamic imports of a relative path.
const RELATIVE_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

/** The path's folders below `root`, or null outside it; a file's own name is left off. */
function foldersBelow(root, path) {
  const inside = relative(root, path);
  if (inside === '' || inside.startsWith('..') || inside.startsWith(sep)) return inside === '' ? [] : null;
  return inside.split(sep);
}

/** The top-level part of srcDir a path is in: a folder, or a file at the top without its extension. */
function layerOf(srcDir, path) {
  const parts = foldersBelow(srcDir, path);
  if (!parts || parts.length === 0) return null;
  return parts[0].replace(/\.[^.]+$/, '');
}

/**
 * The imports that break the app's direction.
 *
 * - `below`: for a top-level part of srcDir, the parts it must not import (they sit above it), e.g.
 *   `{ features: ['app'], lib: ['app', 'features'] }`. Parts not named may import anything.
 * - `areasDir`: the folder (relative to srcDir) whose sub-folders are areas that never import each
 *   other; what two areas share moves below them. A file directly in it belongs to no area.
 *
 * Returns the areas found and each offending import as `file -> specifier`.
 */
export function layerViolations({ srcDir, areasDir, below = {} }) {
  const root = resolve(srcDir);
  const areasRoot = resolve(root, areasDir);
  const areaOf = (path) => {
    const parts = foldersBelow(areasRoot, path);
    return parts && parts.length > 1 ? parts[0] : null;
  };
  const files = sourceFiles(root);
  const upward = [];
  const crossArea = [];
  for (const file of files) {
    const layer = layerOf(root, file);
    const forbidden = below[layer] ?? [];
    const area = areaOf(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(RELATIVE_IMPORT)) {
      const specifier = match[1];
      const target = resolve(dirname(file), specifier);
      const line = `${relative(root, file).split(sep).join('/')} -> ${specifier}`;
      const targetLayer = layerOf(root, target);
      if (targetLayer !== null && targetLayer !== layer && forbidden.includes(targetLayer)) upward.push(line);
      // A folder import lands on the folder itself: look one level in so its area is named.
      const targetArea = areaOf(existsSync(target) ? join(target, 'x') : target);
      if (area !== null && targetArea !== null && targetArea !== area) crossArea.push(line);
    }
  }
  const areas = [...new Set(files.map(areaOf).filter((area) => area !== null))].sort();
  return { areas, upward, crossArea };
}

// Gives the relative imports of a package's emitted declarations their file extensions, so the
// types resolve under `moduleResolution: NodeNext` (which, like Node, finds no file without one) as
// well as under `Bundler`. The sources keep writing `./button` (the apps, Vite and vitest resolve it);
// tsc copies a specifier as written, so the `.js` (or `/index.js`) is added here, after `tsc` emits,
// by looking up which declaration file each specifier names.
//
//   node scripts/build/declaration-extensions.mjs <dist folder>
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** `from '…'`, `import('…')` and a bare `import '…'` in a declaration file. */
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;

/** The specifier with the extension Node would need, or the same one when it already names a file. */
export function withExtension(fromFile, specifier) {
  if (/\.(js|json|css)$/.test(specifier)) return specifier;
  const target = resolve(dirname(fromFile), specifier);
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(target, 'index.d.ts'))) return `${specifier}/index.js`;
  throw new Error(`${fromFile}: "${specifier}" names no declaration file`);
}

export function rewriteDeclarations(folder) {
  let changed = 0;
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.d.ts'),
  );
  for (const file of files) {
    const path = join(folder, file);
    const before = readFileSync(path, 'utf8');
    const after = before.replace(
      SPECIFIER,
      (_, keyword, quote, specifier) => `${keyword}${quote}${withExtension(path, specifier)}${quote}`,
    );
    if (after !== before) {
      writeFileSync(path, after);
      changed += 1;
    }
  }
  return { files: files.length, changed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const folder = resolve(process.argv[2] ?? 'dist');
  const { files, changed } = rewriteDeclarations(folder);
  console.log(`declaration extensions: ${changed} of ${files} declaration files rewritten in ${folder}`);
}

// One stylesheet per widget export, for apps that pay only for the widgets they use:
// `@minbar/ui/button/button.css` is the button's styles and those of what it is built of (the
// spinner's), in the order the widgets' own imports give, the order styles.css keeps too. The theme's
// tokens and base styles stay in `@minbar/ui/theme/global.css`, imported once beside them.
//
// The graph is the source's: each module's `import './x.css'` and its relative imports of other
// modules, walked depth first, so a sheet a widget builds on comes before the widget's own.
//
//   node scripts/widget-stylesheets.mjs   (from packages/ui, after tsup; reads package.json's exports)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const PACKAGE_DIR = resolve(import.meta.dirname, '..');
const SRC = join(PACKAGE_DIR, 'src');
const DIST = join(PACKAGE_DIR, 'dist');

const IMPORT = /^\s*(?:import|export)\b[^'"]*?['"](\.{1,2}\/[^'"]+)['"]/gm;

function moduleFile(base) {
  for (const candidate of [`${base}.tsx`, `${base}.ts`, join(base, 'index.ts')]) {
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`no module at ${relative(SRC, base)}`);
}

/** The stylesheets a module needs, its dependencies' first, each once. */
export function stylesheetsOf(entry) {
  const sheets = [];
  const visited = new Set();
  const visit = (file) => {
    if (visited.has(file)) return;
    visited.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolve(dirname(file), specifier);
      if (target.endsWith('.css')) {
        if (!sheets.includes(target)) sheets.push(target);
      } else if (!target.endsWith('.json')) {
        visit(moduleFile(target));
      }
    }
  };
  visit(entry);
  return sheets;
}

/** The widget stylesheets package.json exports: `./<module>.css` pointing at `./dist/<module>.css`. */
export function exportedWidgetSheets() {
  const manifest = JSON.parse(readFileSync(join(PACKAGE_DIR, 'package.json'), 'utf8'));
  return Object.entries(manifest.exports)
    .filter(([key, target]) => key.endsWith('.css') && typeof target === 'string' && !key.includes('theme/'))
    .filter(([key]) => key !== './styles.css')
    .map(([key, target]) => ({ module: key.slice(2, -'.css'.length), target }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const written = [];
  for (const { module, target } of exportedWidgetSheets()) {
    const sheets = stylesheetsOf(moduleFile(join(SRC, module)));
    if (sheets.length === 0) throw new Error(`${module} exports a stylesheet but imports none`);
    const body = sheets
      .map((sheet) => `/* ${relative(SRC, sheet)} */\n${readFileSync(sheet, 'utf8').trim()}\n`)
      .join('\n');
    const out = join(PACKAGE_DIR, target);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(
      out,
      `/* @minbar/ui ${module}: import '@minbar/ui/theme/global.css' once beside it. */\n${body}`,
    );
    written.push(module);
  }
  console.log(`widget stylesheets: ${written.length} written to ${relative(PACKAGE_DIR, DIST)}/`);
}

// The library as a team outside this repository uses it: `npm pack` the packages, install the tarballs
// into a fresh Vite + React 19 + TypeScript strict app (exactOptionalPropertyTypes on) in a temporary
// folder outside the workspace, typecheck it (`moduleResolution: Bundler`), build it, serve the build
// and use the widgets in Arabic in Chromium. Beside it a Node project under `NodeNext` type-checks
// against the same tarballs and renders the widgets on the server, and three pages (bare React, a
// Button alone, a Dialog alone) are built to weigh what one widget costs. Each step is a check;
// `--report=<file>` writes the counts (and the sizes) as JSON.
//
//   node tests/consumer/consumer-app.mjs [--report=path] [--keep]
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { CHROME_FLAGS, CHROME_PATH } from '../../scripts/lib/chromium.mjs';
import { ROOT } from '../../scripts/lib/processes.mjs';

const FIXTURE = resolve(ROOT, 'tests', 'consumer', 'app');
const NODE_NEXT_FIXTURE = resolve(ROOT, 'tests', 'consumer', 'node-next');
/** The packages the consumer installs: ui, domain (which ui depends on) and api. */
const PACKED = ['packages/domain', 'packages/api', 'packages/ui'];
/** What a page with one Button may cost over bare React, its JavaScript gzipped. */
const BUTTON_BUDGET_GZIP = 8 * 1024;
/** Packages that format messages: a page that only needs the language and direction never loads them. */
const FORMATTERS = /node_modules\/(react-intl|@formatjs|intl-messageformat)\//;
/** The consumer's tools, at the versions the workspace itself runs (so npm's cache serves them). */
const TOOLS = [
  'react',
  'react-dom',
  'vite',
  '@vitejs/plugin-react',
  'typescript',
  '@types/react',
  '@types/react-dom',
  '@types/node',
];

const reportArg = process.argv.find((arg) => arg.startsWith('--report='));
const reportPath = reportArg ? resolve(reportArg.slice('--report='.length)) : null;
const keep = process.argv.includes('--keep');

const checks = [];
let stopped = false;

/** Runs one named step; a failed step is recorded and the steps that need it are not run. */
async function step(name, action) {
  if (stopped) {
    checks.push({ name, passed: false, error: 'not run: an earlier step failed' });
    console.log(`- ${name}: not run`);
    return undefined;
  }
  const started = Date.now();
  try {
    const result = await action();
    checks.push({ name, passed: true });
    console.log(`✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return result;
  } catch (error) {
    checks.push({ name, passed: false, error: String(error?.stack ?? error) });
    console.log(
      `✗ ${name}\n${String(error?.stdout ?? '')}${String(error?.stderr ?? '')}${error?.message ?? error}`,
    );
    return undefined;
  }
}

/** A step whose failure leaves nothing for the next ones to work on. */
async function requiredStep(name, action) {
  const before = checks.length;
  const result = await step(name, action);
  if (!checks[before]?.passed) stopped = true;
  return result;
}

function run(command, args, cwd) {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function expect(condition, message) {
  if (!condition) throw new Error(message);
}

/**
 * Asks again until `read` gives what `holds` wants, or fails with the last answer after `timeout` ms.
 * A keypress's effects land after the browser's next task (React's commit, Radix's focus return), and
 * on a busy CI machine that is not the instant the press resolves.
 */
async function eventually(read, holds, message, timeout = 5000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (holds(value)) return value;
    if (Date.now() > deadline) throw new Error(`${message} (last seen: ${JSON.stringify(value)})`);
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 50));
  }
}

function versionOf(name) {
  return JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;
}

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

/** Serves the built app from its folder on a free port. */
function serve(folder) {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = join(folder, path === '/' ? 'index.html' : path);
    if (!file.startsWith(folder) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolvePromise) => server.listen(0, '127.0.0.1', () => resolvePromise(server)));
}

function sizes(assets) {
  const files = readdirSync(assets).map((file) => join(assets, file));
  const measure = (extension) => {
    const contents = files.filter((file) => file.endsWith(extension)).map((file) => readFileSync(file));
    return {
      files: contents.length,
      raw: contents.reduce((sum, content) => sum + content.length, 0),
      gzip: contents.reduce((sum, content) => sum + gzipSync(content, { level: 9 }).length, 0),
    };
  };
  return { js: measure('.js'), css: measure('.css') };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * What a page of a Vite build downloads before it runs: its entry chunk, the chunks it imports (from
 * the manifest, transitively) and their stylesheets, gzipped file by file; and the packages whose
 * code those chunks hold (their source maps' sources).
 */
function pageWeight(outDir, manifest, key) {
  const files = new Set();
  const visit = (name) => {
    const chunk = manifest[name];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  const gzipOf = (file) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
  const scripts = [...files].filter((file) => file.endsWith('.js'));
  const sources = scripts.flatMap((file) => {
    const map = join(outDir, `${file}.map`);
    return existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')).sources : [];
  });
  return {
    jsGzip: scripts.reduce((sum, file) => sum + gzipOf(file), 0),
    cssGzip: [...files].filter((file) => file.endsWith('.css')).reduce((sum, file) => sum + gzipOf(file), 0),
    sources,
  };
}

const work = mkdtempSync(join(tmpdir(), 'minbar-consumer-'));
const app = join(work, 'app');
let buildSize = null;
let pageSizes = null;

try {
  expect(relative(ROOT, work).startsWith('..'), `${work} is inside the workspace`);

  await requiredStep('the packages build', () =>
    run('npx', ['turbo', 'run', 'build', '--filter=@minbar/ui', '--output-logs=errors-only'], ROOT),
  );

  const tarballs = await requiredStep('npm pack domain, api and ui', () => {
    const folder = join(work, 'tarballs');
    mkdirSync(folder);
    return Object.fromEntries(
      PACKED.map((packageDir) => {
        const [packed] = JSON.parse(
          run('npm', ['pack', '--json', '--pack-destination', folder], join(ROOT, packageDir)),
        );
        expect(packed?.filename, `npm pack in ${packageDir} named no tarball`);
        return [packed.name, `file:${join(folder, packed.filename)}`];
      }),
    );
  });

  await requiredStep('a fresh Vite + React 19 app installs the tarballs', () => {
    cpSync(FIXTURE, app, { recursive: true });
    const tools = Object.fromEntries(TOOLS.map((name) => [name, versionOf(name)]));
    const manifest = {
      name: 'minbar-ui-consumer',
      private: true,
      type: 'module',
      dependencies: { ...tarballs, react: tools.react, 'react-dom': tools['react-dom'] },
      devDependencies: Object.fromEntries(
        TOOLS.filter((name) => !name.startsWith('react')).map((n) => [n, tools[n]]),
      ),
      // ui's and api's own dependency on @minbar/domain is the packed one too, never a registry lookup.
      overrides: { '@minbar/domain': '$@minbar/domain' },
    };
    writeFileSync(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], app);
  });

  await step('it typechecks under strict with exactOptionalPropertyTypes (moduleResolution Bundler)', () =>
    run(join(app, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], app),
  );

  const nodeNext = join(app, 'node-next');
  const nodeNextBuilt = await step('a NodeNext project typechecks against the packed declarations', () => {
    cpSync(NODE_NEXT_FIXTURE, nodeNext, { recursive: true });
    // A declaration that re-exports without its extension leaves its names unexported here.
    run(join(app, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], nodeNext);
    return true;
  });
  if (nodeNextBuilt) {
    await step('it renders Tabs, DateField, Button and Dialog in Arabic on the server, in Node', () => {
      const { page, light } = JSON.parse(run(process.execPath, [join('out', 'main.js')], nodeNext));
      expect(
        page.includes('role="tab"') && page.includes('الفجر'),
        'no Arabic tab in the server-rendered page',
      );
      const segments = page.match(/role="spinbutton"/g)?.length ?? 0;
      expect(segments === 3, `the date field rendered ${segments} segments, not 3`);
      expect(page.includes('جارٍ التحميل…'), "the loading Button lacks UiProvider's Arabic message");
      expect(light.includes('إرسال'), 'the Button under UiLocaleProvider did not render');
      expect(
        /aria-haspopup="dialog"[^>]*>فتح النافذة</.test(page),
        "the Dialog's trigger part did not render as a dialog's button",
      );
    });
  } else {
    checks.push({
      name: 'it renders Tabs, DateField, Button and Dialog in Arabic on the server, in Node',
      passed: false,
      error: 'not run: the NodeNext project did not build',
    });
  }

  await step('a Button alone costs under 8 KiB gzip over bare React, and loads no message formatter', () => {
    run(
      join(app, 'node_modules', '.bin', 'vite'),
      ['build', '--config', 'vite.sizes.config.ts', '--logLevel', 'warn'],
      app,
    );
    const outDir = join(app, 'dist-sizes');
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
    const [bare, button, dialog] = ['bare', 'button', 'dialog'].map((page) =>
      pageWeight(outDir, manifest, `sizes/${page}.html`),
    );
    pageSizes = {
      bareReact: { jsGzip: bare.jsGzip },
      button: { jsGzip: button.jsGzip, overReact: button.jsGzip - bare.jsGzip, cssGzip: button.cssGzip },
      dialog: { jsGzip: dialog.jsGzip, overReact: dialog.jsGzip - bare.jsGzip, cssGzip: dialog.cssGzip },
    };
    console.log(
      `  bare React: ${kib(bare.jsGzip)} gzip; Button alone: ${kib(button.jsGzip)} (+${kib(pageSizes.button.overReact)}, CSS ${kib(button.cssGzip)});` +
        ` Dialog alone: ${kib(dialog.jsGzip)} (+${kib(pageSizes.dialog.overReact)}, CSS ${kib(dialog.cssGzip)}), its Arabic messages a chunk of their own`,
    );
    expect(
      button.sources.some((source) => source.includes('@minbar/ui')),
      'the Button page holds no @minbar/ui code',
    );
    const formatters = [...new Set(button.sources.filter((source) => FORMATTERS.test(source)))];
    expect(
      formatters.length === 0,
      `the Button page loads a message formatter: ${formatters.slice(0, 3).join(', ')}`,
    );
    expect(
      pageSizes.button.overReact < BUTTON_BUDGET_GZIP,
      `a Button alone costs ${kib(pageSizes.button.overReact)} gzip over bare React (budget ${kib(BUTTON_BUDGET_GZIP)})`,
    );
  });

  await requiredStep('it builds with Vite', () => {
    run(join(app, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], app);
    buildSize = sizes(join(app, 'dist', 'assets'));
    console.log(
      `  build: JS ${kib(buildSize.js.raw)} (gzip ${kib(buildSize.js.gzip)}) in ${buildSize.js.files} files,` +
        ` CSS ${kib(buildSize.css.raw)} (gzip ${kib(buildSize.css.gzip)})`,
    );
  });

  const server = await requiredStep('the build is served', () => serve(join(app, 'dist')));
  const sizesServer = pageSizes
    ? await step('the pages weighed are served', () => serve(join(app, 'dist-sizes')))
    : null;
  const browser = await requiredStep('Chromium starts', () =>
    chromium.launch({ executablePath: CHROME_PATH, args: [...CHROME_FLAGS] }),
  );
  if (server && browser) {
    try {
      const page = await browser.newPage();
      const problems = [];
      page.on('pageerror', (error) => problems.push(String(error)));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      await requiredStep('the page renders the widgets in Arabic', async () => {
        await page.goto(`http://127.0.0.1:${server.address().port}/`);
        await page.getByRole('tab', { name: 'الفجر' }).waitFor();
        const root = await page.evaluate(() => ({
          dir: document.documentElement.dir,
          lang: document.documentElement.lang,
        }));
        expect(root.dir === 'rtl' && root.lang === 'ar', `<html> has dir=${root.dir} lang=${root.lang}`);
        // The date field's day, month and year are react-aria's spin buttons.
        const segments = await page.getByRole('spinbutton').count();
        expect(segments === 3, `the date field shows ${segments} segments, not 3`);
      });
      await step('the tabs run right to left', async () => {
        const first = await page.getByRole('tab', { name: 'الفجر' }).boundingBox();
        const second = await page.getByRole('tab', { name: 'الظهر' }).boundingBox();
        expect(first && second && first.x > second.x, 'the first tab is not to the right of the second');
      });
      await step('ArrowLeft moves to the next tab (the reading direction in Arabic)', async () => {
        await page.getByRole('tab', { name: 'الفجر' }).focus();
        await page.keyboard.press('ArrowLeft');
        const selected = page.getByRole('tab', { name: 'الظهر' });
        await eventually(
          () => selected.getAttribute('aria-selected'),
          (value) => value === 'true',
          'ArrowLeft did not select the second tab',
        );
        await eventually(
          () => selected.evaluate((element) => element === document.activeElement),
          (focused) => focused,
          'focus did not follow to the second tab',
        );
        await eventually(
          () => page.getByRole('tabpanel').textContent(),
          (panel) => panel?.includes('الظهر'),
          'the open panel does not show the second prayer',
        );
      });
      await step("styles.css styles the widgets with the theme's tokens", async () => {
        const opener = page.getByRole('button', { name: 'فتح النافذة' });
        const background = await opener.evaluate((element) => getComputedStyle(element).backgroundColor);
        // --color-primary, #14532d.
        expect(background === 'rgb(20, 83, 45)', `the primary button's background is ${background}`);
      });
      await step('Enter opens the dialog, Escape closes it and focus returns to its button', async () => {
        const opener = page.getByRole('button', { name: 'فتح النافذة' });
        await opener.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: 'نافذة' });
        await dialog.waitFor();
        // Radix moves focus into the dialog in an effect after it mounts.
        await eventually(
          () => dialog.evaluate((element) => element.contains(document.activeElement)),
          (inside) => inside,
          'focus is not inside the open dialog',
        );
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        await eventually(
          () => opener.evaluate((element) => element === document.activeElement),
          (focused) => focused,
          'focus did not return to the button that opened the dialog',
        );
      });
      if (sizesServer) {
        await step('the Button alone renders right to left and takes a press', async () => {
          await page.goto(`http://127.0.0.1:${sizesServer.address().port}/sizes/button.html`);
          const button = page.getByRole('button', { name: 'حفظ' });
          await button.click();
          const state = await page.evaluate(() => ({
            dir: document.documentElement.dir,
            pressed: document.body.getAttribute('data-pressed'),
          }));
          expect(
            state.dir === 'rtl' && state.pressed === 'yes',
            `dir=${state.dir}, pressed=${state.pressed}`,
          );
        });
      }
      await step('no error reached the console', () => {
        expect(problems.length === 0, problems.join('\n'));
      });
    } finally {
      await browser.close();
      server.close();
      sizesServer?.close();
    }
  } else {
    server?.close();
    sizesServer?.close();
    await browser?.close();
  }
} finally {
  if (keep) console.log(`The consumer app stays in ${app}`);
  else rmSync(work, { recursive: true, force: true });
}

const passed = checks.filter((check) => check.passed).length;
const failed = checks.length - passed;
if (reportPath)
  writeFileSync(reportPath, `${JSON.stringify({ passed, failed, checks, buildSize, pageSizes }, null, 2)}\n`);
console.log(`\nconsumer app: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

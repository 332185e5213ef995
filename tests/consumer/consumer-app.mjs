// The library as a team outside this repository uses it: `npm pack` the packages, install the tarballs
// into a fresh Vite + React 19 + TypeScript strict app (exactOptionalPropertyTypes on) in a temporary
// folder outside the workspace, typecheck it, build it, serve the build and use the widgets in Arabic
// in Chromium. Each step is a check; `--report=<file>` writes the counts (and the build's size) as JSON.
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
/** The packages the consumer installs: ui, and domain, which ui depends on. */
const PACKED = ['packages/domain', 'packages/ui'];
/** The consumer's tools, at the versions the workspace itself runs (so npm's cache serves them). */
const TOOLS = [
  'react',
  'react-dom',
  'vite',
  '@vitejs/plugin-react',
  'typescript',
  '@types/react',
  '@types/react-dom',
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

const work = mkdtempSync(join(tmpdir(), 'minbar-consumer-'));
const app = join(work, 'app');
let buildSize = null;

try {
  expect(relative(ROOT, work).startsWith('..'), `${work} is inside the workspace`);

  await requiredStep('the packages build', () =>
    run('npx', ['turbo', 'run', 'build', '--filter=@minbar/ui', '--output-logs=errors-only'], ROOT),
  );

  const tarballs = await requiredStep('npm pack domain and ui', () => {
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
      // ui's own dependency on @minbar/domain is the packed one too, never a registry lookup.
      overrides: { '@minbar/domain': '$@minbar/domain' },
    };
    writeFileSync(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], app);
  });

  await step('it typechecks under strict with exactOptionalPropertyTypes', () =>
    run(join(app, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], app),
  );

  await requiredStep('it builds with Vite', () => {
    run(join(app, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], app);
    buildSize = sizes(join(app, 'dist', 'assets'));
    const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
    console.log(
      `  build: JS ${kib(buildSize.js.raw)} (gzip ${kib(buildSize.js.gzip)}) in ${buildSize.js.files} files,` +
        ` CSS ${kib(buildSize.css.raw)} (gzip ${kib(buildSize.css.gzip)})`,
    );
  });

  const server = await requiredStep('the build is served', () => serve(join(app, 'dist')));
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
      await step('no error reached the console', () => {
        expect(problems.length === 0, problems.join('\n'));
      });
    } finally {
      await browser.close();
      server.close();
    }
  } else {
    server?.close();
    await browser?.close();
  }
} finally {
  if (keep) console.log(`The consumer app stays in ${app}`);
  else rmSync(work, { recursive: true, force: true });
}

const passed = checks.filter((check) => check.passed).length;
const failed = checks.length - passed;
if (reportPath)
  writeFileSync(reportPath, `${JSON.stringify({ passed, failed, checks, buildSize }, null, 2)}\n`);
console.log(`\nconsumer app: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

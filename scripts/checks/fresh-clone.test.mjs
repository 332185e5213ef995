// Every command the README documents works right after `npm install` on a fresh clone, building what it
// needs first: a clone has no dist folder and no built Storybook, and a command that leans on one left
// behind by an earlier run works here but fails for the next person who clones. Run by `npm test`.
//
// The committed HEAD is cloned into a temporary folder and installed as the README says. Each command
// then runs in its cheapest form that still does the real work, starting with every build output
// removed: the Storybook commands on one story file (MINBAR_STORYBOOK_STORIES), the contact sheet on
// one story, Chromatic's dry run, the load test for half a second per case, the quick loop on one changed
// story file and the page weights without Lighthouse. npm installs from its own cache, which the checkout's install filled. Turbo's cache is
// the checkout's own (.turbo/cache): a package or app the checkout has built from the same sources is
// replayed into the clone, not compiled again, when a command asks turbo for it; a command that does
// not ask for it still finds no dist folder, and sources that differ from the checkout's build anew.
// MINBAR_FRESH_CLONE_KEEP=1 keeps the clone (its path is printed).
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ROOT } from '../lib/processes.mjs';

/** The story every Storybook command builds: its widget imports @minbar/domain's build. */
const STORY_FILE = 'packages/ui/src/calendar-grid/calendar-grid.stories.tsx';
const STORY_PREFIX = 'ui-calendargrid--';
const SHEET_STORY = 'ui-calendargrid--sunday-first-month';
const COMMAND_TIMEOUT_MS = 10 * 60_000;

/** The checkout's turbo cache, which the clone's builds read and add to. */
const TURBO_CACHE = join(ROOT, '.turbo', 'cache');

const work = mkdtempSync(join(tmpdir(), 'minbar-fresh-clone-'));
const clone = join(work, 'minbar');
const keep = process.env.MINBAR_FRESH_CLONE_KEEP === '1';

/**
 * The environment of a person who has just cloned: nothing of the npm script that started this test
 * (its npm_* settings would point npm at this checkout) and no Chromatic token, so nothing is published.
 */
function freshEnvironment(extra = {}) {
  const env = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (/^(npm_|TURBO_|INIT_CWD$|CHROMATIC_|MINBAR_STORYBOOK_DIR$)/i.test(name)) continue;
    env[name] = value;
  }
  return { ...env, FORCE_COLOR: '0', NO_COLOR: '1', TURBO_CACHE_DIR: TURBO_CACHE, ...extra };
}

/** Runs a command in the clone; resolves with its exit code and everything it printed. */
function runInClone(command, args, extraEnv = {}) {
  return new Promise((resolvePromise) => {
    const started = Date.now();
    const child = spawn(command, args, {
      cwd: clone,
      env: freshEnvironment(extraEnv),
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so a command that outlives the time limit is stopped with its children.
      detached: true,
    });
    let output = '';
    child.stdout.on('data', (data) => {
      output += data;
    });
    child.stderr.on('data', (data) => {
      output += data;
    });
    const timer = setTimeout(() => {
      output += `\n[stopped after ${COMMAND_TIMEOUT_MS / 1000} s]`;
      process.kill(-child.pid, 'SIGKILL');
    }, COMMAND_TIMEOUT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolvePromise({ code: 1, output: `${output}\n${error.message}`, seconds: 0 });
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`fresh clone: ${command} ${args.join(' ')}: exit ${code ?? signal} after ${seconds} s`);
      resolvePromise({ code: code ?? 1, output, seconds });
    });
  });
}

/** The end of a command's output, enough to see why it failed without burying the report. */
const tail = (output) => output.split('\n').slice(-60).join('\n');

function assertSucceeded(result) {
  assert.equal(result.code, 0, `exited ${result.code}; its output ended:\n${tail(result.output)}`);
}

/** What no fresh clone has: every build output, so each command must make its own. */
function removeBuildOutputs() {
  const outputs = ['storybook-static', 'review'];
  for (const group of ['apps', 'packages']) {
    for (const workspace of readdirSync(join(clone, group))) outputs.push(join(group, workspace, 'dist'));
  }
  for (const output of outputs) rmSync(join(clone, output), { recursive: true, force: true });
}

const inClone = (path) => existsSync(join(clone, path));

function freePort() {
  return new Promise((resolvePromise) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePromise(port));
    });
  });
}

describe('a fresh clone, right after npm install', { concurrency: false }, () => {
  let installed = false;

  before(() => {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const changed = execFileSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' });
    console.log(
      `fresh clone: ${head} into ${clone}` +
        (changed.trim() ? ' (the checkout has uncommitted changes; the clone has the commit only)' : ''),
    );
    execFileSync('git', ['clone', '--quiet', '--no-checkout', ROOT, clone], { stdio: 'inherit' });
    execFileSync('git', ['checkout', '--quiet', '--detach', head], { cwd: clone, stdio: 'inherit' });
  });

  after(() => {
    if (keep) console.log(`fresh clone: kept in ${clone}`);
    else rmSync(work, { recursive: true, force: true });
  });

  test('has no build output, and npm install succeeds without an engine warning', async () => {
    assert.equal(inClone('storybook-static'), false);
    assert.equal(inClone('packages/domain/dist'), false);
    const result = await runInClone('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund']);
    assertSucceeded(result);
    // npm warns, and carries on, when a dependency asks for a Node version outside the one running.
    assert.doesNotMatch(result.output, /EBADENGINE/, tail(result.output));
    // npm 11 skips, and lists, the install scripts of dependencies package.json's allowScripts does not
    // name (esbuild's is allowed there).
    assert.doesNotMatch(result.output, /install-scripts/, tail(result.output));
    assert.ok(inClone('node_modules/.bin/storybook'));
    installed = true;
  });

  test('npm run storybook builds the packages, then starts (smoke test)', async () => {
    assert.ok(installed, 'npm install failed, so the command cannot run');
    removeBuildOutputs();
    const port = await freePort();
    const result = await runInClone(
      'npm',
      ['run', 'storybook', '--', '--smoke-test', '--ci', '-p', String(port)],
      {
        MINBAR_STORYBOOK_STORIES: STORY_FILE,
      },
    );
    assertSucceeded(result);
    assert.match(result.output, /Smoke tests passed/);
    assert.ok(inClone('packages/domain/dist/prayer/calendar.js'), 'the domain package was not built');
    assert.ok(inClone('packages/api/dist'), 'the api package was not built');
  });

  test('npm run build-storybook builds the packages, then the static Storybook', async () => {
    assert.ok(installed, 'npm install failed, so the command cannot run');
    removeBuildOutputs();
    const result = await runInClone('npm', ['run', 'build-storybook', '--', '--quiet'], {
      MINBAR_STORYBOOK_STORIES: STORY_FILE,
    });
    assertSucceeded(result);
    assert.ok(inClone('storybook-static/iframe.html'));
    const index = JSON.parse(readFileSync(join(clone, 'storybook-static/index.json'), 'utf8'));
    const ids = Object.keys(index.entries);
    assert.ok(ids.length > 0 && ids.every((id) => id.startsWith(STORY_PREFIX)), ids.join(', '));
  });

  test('npm run review builds the Storybook and writes a contact sheet', async () => {
    assert.ok(installed, 'npm install failed, so the command cannot run');
    removeBuildOutputs();
    const result = await runInClone('npm', ['run', 'review', '--', `--only=${SHEET_STORY}`], {
      MINBAR_STORYBOOK_STORIES: STORY_FILE,
    });
    assertSucceeded(result);
    assert.match(result.output, /review: 1 stories, \d+ screenshots/);
    const sheet = readFileSync(join(clone, 'review/index.html'), 'utf8');
    assert.ok(sheet.includes(SHEET_STORY), 'the sheet does not show the story');
    for (const locale of ['en', 'ar', 'pl']) {
      assert.ok(inClone(`review/shots/${SHEET_STORY}.${locale}.desktop.webp`), `no ${locale} screenshot`);
    }
  });

  test('npm run chromatic -- --dry-run builds the Storybook Chromatic would take, and publishes nothing', async () => {
    assert.ok(installed, 'npm install failed, so the command cannot run');
    removeBuildOutputs();
    const result = await runInClone('npm', ['run', 'chromatic', '--', '--dry-run'], {
      MINBAR_STORYBOOK_STORIES: STORY_FILE,
    });
    assertSucceeded(result);
    assert.match(result.output, /dry run: storybook-static\/ holds [1-9]\d* stories, ready to upload/);
    assert.match(result.output, /nothing was published/);
    assert.ok(inClone('storybook-static/iframe.html'));
  });

  test('npm run bench builds the server and loads it (half a second per case)', async () => {
    assert.ok(installed, 'npm install failed, so the command cannot run');
    removeBuildOutputs();
    const result = await runInClone('npm', ['run', 'bench', '--', '0.5', '20']);
    assertSucceeded(result);
    assert.ok(inClone('apps/server/dist/main.js'), 'the server was not built');
    const rows = [
      'month range',
      'year range',
      'fatwa list (20 q.)',
      // The public reads, each cached, revalidated (304) and beside the plain node:http ceiling.
      'prayer times, month',
      'calendar feed (.ics)',
      'cities',
      'active categories',
      'cached/ceiling',
    ];
    for (const row of rows) {
      assert.ok(result.output.includes(row), `no "${row}" row in:\n${tail(result.output)}`);
    }
  });

  test('npm run renewals builds the server, then says why the embedded database cannot run it', async () => {
    assert.ok(installed, 'npm install failed, so the command cannot run');
    removeBuildOutputs();
    const result = await runInClone('npm', ['run', 'renewals']);
    // Exit 2: the command runs, and refuses as documented (only the server opens PGlite).
    assert.equal(result.code, 2, tail(result.output));
    assert.match(result.output, /embedded database \(PGlite\), which only the server process opens/);
    assert.ok(inClone('apps/server/dist/command.js'), 'the server was not built');
    assert.equal(inClone('data'), false, 'the refusal opened the database');
  });

  test('npm run create-admin, backup and restore build the server and carry an installation over', async () => {
    assert.ok(installed, 'npm install failed, so the command cannot run');
    removeBuildOutputs();
    const original = { MINBAR_DATA_DIR: join(work, 'original-data') };
    const admin = await runInClone(
      'npm',
      ['run', 'create-admin', '--', '--email', 'first@centre.example', '--username', 'First'],
      { ...original, MINBAR_ADMIN_PASSWORD: 'a long passphrase' },
    );
    assertSucceeded(admin);
    assert.match(admin.output, /first@centre\.example \(First\) is an admin/);
    const archive = join(work, 'centre.json.gz');
    const backup = await runInClone('npm', ['run', 'backup', '--', '--out', archive], original);
    assertSucceeded(backup);
    assert.match(backup.output, /backup: .*centre\.json\.gz: \d+ tables, \d+ rows, 0 files/);
    const restored = await runInClone('npm', ['run', 'restore', '--', archive], {
      MINBAR_DATA_DIR: join(work, 'restored-data'),
    });
    assertSucceeded(restored);
    assert.match(restored.output, /restore: .* rows and 0 files restored/);
    // The restored installation holds the admin: a second one with the address is refused.
    const again = await runInClone('npm', ['run', 'create-admin', '--', '--email', 'first@centre.example'], {
      MINBAR_DATA_DIR: join(work, 'restored-data'),
      MINBAR_ADMIN_PASSWORD: 'a long passphrase',
    });
    assert.equal(again.code, 2, tail(again.output));
    assert.match(again.output, /exists already/);
  });

  test('npm run test:changed checks a changed story file: lint, the packages built, its stories in three languages', async () => {
    assert.ok(installed, 'npm install failed, so the command cannot run');
    removeBuildOutputs();
    const story = join(clone, STORY_FILE);
    writeFileSync(story, `${readFileSync(story, 'utf8')}\n// A change, for the quick loop to find.\n`);
    try {
      const result = await runInClone('npm', ['run', 'test:changed', '--', '--no-e2e']);
      assertSucceeded(result);
      assert.match(result.output, /test:changed: 1 changed files \(uncommitted\)/);
      assert.match(result.output, /✓ stories that import a change/);
      assert.match(result.output, /calendar-grid\.stories\.tsx/);
      assert.match(result.output, /^\d+ passed, 0 failed$/m);
    } finally {
      execFileSync('git', ['checkout', '--', STORY_FILE], { cwd: clone });
    }
  });

  test('npm run perf builds everything and weighs the pages (no Lighthouse)', async () => {
    assert.ok(installed, 'npm install failed, so the command cannot run');
    removeBuildOutputs();
    const result = await runInClone('npm', ['run', 'perf', '--', '--runs=0']);
    assertSucceeded(result);
    assert.ok(inClone('apps/dashboard/dist/index.html'), 'the dashboard was not built');
    for (const page of ['dashboard sign-in', 'dashboard frame', 'public home']) {
      const row = result.output.match(new RegExp(`\\| ${page}[^|]* \\| (\\d+\\.\\d) KiB`));
      assert.ok(row, `no "${page}" row in:\n${tail(result.output)}`);
      assert.ok(Number(row[1]) > 0, `${page} weighs nothing`);
    }
  });
});

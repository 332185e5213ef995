// `npm test`: every check on a fresh machine. A failing suite does not stop the run, so every suite
// reports, with its wall time; the last line is the plain `N passed, N failed` summary CI reads, and
// test-results/summary/summary.json keeps each suite's counts and seconds.
//
// Suites run one after another, except where two side by side were measured to finish sooner on
// two cores than one after the other (docs/testing.md gives the figures): a suite that runs beside
// another writes its output to a log, printed whole when it ends, so the two never interleave.
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT, runCommand } from './lib/processes.mjs';
import { RESULTS_PATH, readStoryImageResults, summarizeStoryImages } from './review/lib/story-image.mjs';

const REPORT_DIR = resolve(ROOT, 'test-results', 'summary');
const POSTGRES_INITDB = '/usr/lib/postgresql/15/bin/initdb';
const isCi = Boolean(process.env.CI) && process.env.CI !== 'false';

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (found) return found;
  if (isRoot()) {
    // The same versions .ci/run installs: those the visual baselines were made with, when offered.
    console.log("No Chromium found: installing Debian's chromium package.");
    execFileSync('bash', [join(ROOT, 'scripts', 'ci', 'install-render-packages.sh')], { stdio: 'inherit' });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error(
    [
      'No Chromium browser found, and it cannot be installed from here.',
      'Install one (Debian: `sudo apt-get install chromium`) or point CHROME_PATH at a Chromium or Chrome binary,',
      'then run `npm test` again.',
    ].join('\n'),
  );
  console.log('0 passed, 1 failed');
  process.exit(1);
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** Lists the workspaces that declare a `test` script, in a stable order. */
function workspacesWithTests() {
  const output = execFileSync('npm', ['query', '.workspace'], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(output)
    .filter((workspace) => workspace.scripts?.test)
    .map((workspace) => workspace.name)
    .sort();
}

/**
 * Counts from vitest's JSON report. A run that failed without a failing test (a file that does not
 * load, no test files at all, a crash) still counts as one failure so it can never pass silently.
 */
function vitestCounts(reportPath, exitCode) {
  const report = readJson(reportPath);
  const passed = report?.numPassedTests ?? 0;
  let failed = report?.numFailedTests ?? 0;
  if (exitCode !== 0 && failed === 0) failed = 1;
  if (exitCode === 0 && passed === 0) failed += 1;
  const failures = (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `${test.fullName}: ${test.failureMessages?.[0] ?? ''}`),
  );
  return { passed, failed, failures };
}

function playwrightCounts(reportPath, exitCode) {
  const report = readJson(reportPath);
  const stats = report?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  let failed = stats?.unexpected ?? 0;
  if (exitCode !== 0 && failed === 0) failed = 1;
  if (exitCode === 0 && passed === 0) failed += 1;
  const failures = [];
  const walk = (suite, path) => {
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
    for (const entry of suite.specs ?? []) {
      for (const test of entry.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message ?? '';
        failures.push(`${[...path, entry.title].filter(Boolean).join(' › ')}: ${error}`);
      }
    }
  };
  for (const suite of report?.suites ?? []) walk(suite, [suite.title]);
  return { passed, failed, failures };
}

function vitestReportArgs(reportPath) {
  return ['--reporter=default', '--reporter=json', `--outputFile.json=${reportPath}`];
}

const chromePath = findChromium();
const childEnv = { ...process.env, TZ: 'UTC', CHROME_PATH: chromePath, FORCE_COLOR: '0' };
const results = [];
const runStarted = Date.now();

const secondsSince = (started) => Math.round((Date.now() - started) / 100) / 10;

function formatSeconds(seconds) {
  const minutes = Math.floor(seconds / 60);
  return minutes > 0
    ? `${minutes} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`
    : `${seconds.toFixed(1)} s`;
}

function record(name, counts, started, note = '') {
  const seconds = secondsSince(started);
  results.push({ name, ...counts, seconds, note });
  console.log(
    `\n=== ${name}: ${counts.passed} passed, ${counts.failed} failed in ${formatSeconds(seconds)} ${note}\n`,
  );
}

/**
 * Runs a command with the suite's environment. Alone, its output goes straight to the terminal; beside
 * another suite (`log` names a file), it goes to that file, printed whole when the command ends.
 */
async function run(command, args, { env = childEnv, log = null } = {}) {
  if (!log) return runCommand(command, args, { env });
  mkdirSync(resolve(log, '..'), { recursive: true });
  const code = await new Promise((resolvePromise) => {
    const out = createWriteStream(log);
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('error', (error) => {
      out.end(`Could not start ${command}: ${error.message}\n`, () => resolvePromise(1));
    });
    child.on('close', (exitCode, signal) => {
      out.end(() => resolvePromise(exitCode ?? (signal ? 1 : 0)));
    });
  });
  process.stdout.write(`\n--- output of ${command} ${args.join(' ')}\n${readFileSync(log, 'utf8')}`);
  return code;
}

const logOf = (reportName) => join(REPORT_DIR, `${reportName}.log`);

async function check(name, command, args) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const code = await run(command, args);
  record(name, code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }, started);
}

async function vitestSuite(name, command, args, reportName, { beside = false, env = childEnv } = {}) {
  const started = Date.now();
  const reportPath = join(REPORT_DIR, `${reportName}.json`);
  rmSync(reportPath, { force: true });
  console.log(`\n=== ${name}${beside ? ' (beside another suite; its output follows when it ends)' : ''}`);
  const code = await run(command, [...args, ...vitestReportArgs(reportPath)], {
    env,
    log: beside ? logOf(reportName) : null,
  });
  record(name, vitestCounts(reportPath, code), started);
}

/**
 * A suite of node's own test runner, counted from its TAP report's closing `# pass` and `# fail` lines
 * while the readable report goes to the terminal.
 */
async function nodeTestSuite(name, files, reportName) {
  const started = Date.now();
  const reportPath = join(REPORT_DIR, `${reportName}.tap`);
  rmSync(reportPath, { force: true });
  console.log(`\n=== ${name}: node --test ${files.join(' ')}`);
  const code = await run('node', [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${reportPath}`,
    ...files,
  ]);
  const tap = existsSync(reportPath) ? readFileSync(reportPath, 'utf8') : '';
  const count = (label) => Number(tap.match(new RegExp(`^# ${label} (\\d+)$`, 'm'))?.[1] ?? 0);
  const passed = count('pass');
  let failed = count('fail') + count('cancelled');
  if (code !== 0 && failed === 0) failed = 1;
  if (code === 0 && passed === 0) failed += 1;
  const failures = [...tap.matchAll(/^\s*not ok \d+ - (.*)$/gm)].map((match) => match[1]);
  record(name, { passed, failed, failures }, started);
}

/**
 * Runs one of our own scripts that writes `{ passed, failed, … }` to `--report=<file>`. A run that
 * exits non-zero without a failure, or passes nothing, still counts as one failure.
 */
async function reportingScript(name, heading, args, reportName, noteOf = () => '') {
  const started = Date.now();
  const reportPath = join(REPORT_DIR, `${reportName}.json`);
  rmSync(reportPath, { force: true });
  console.log(`\n=== ${heading}`);
  const code = await run('node', [...args, `--report=${reportPath}`]);
  const report = readJson(reportPath);
  const passed = report?.passed ?? 0;
  let failed = report?.failed ?? 0;
  if (code !== 0 && failed === 0) failed = 1;
  if (code === 0 && passed === 0) failed += 1;
  const failures = (report?.checks ?? [])
    .filter((entry) => !entry.passed)
    .map((entry) => `${entry.name}: ${entry.error ?? ''}`);
  record(name, { passed, failed, failures }, started, report ? noteOf(report) : '');
}

/** Playwright's end-to-end suite: two workers, each with its own server and data (playwright.config.ts). */
async function endToEnd() {
  const started = Date.now();
  const reportPath = join(REPORT_DIR, 'e2e.json');
  rmSync(reportPath, { force: true });
  console.log('\n=== end-to-end (Playwright)');
  const code = await run('npx', ['playwright', 'test'], {
    env: { ...childEnv, MINBAR_E2E_REPORT: reportPath },
  });
  record('end-to-end (Playwright)', playwrightCounts(reportPath, code), started);
}

/**
 * The stories in en, ar and pl, each rendered once per language: its play function, axe, the
 * default-look check and its picture against the baseline all run on that one render
 * (.storybook/vitest.setup.ts). The pictures are counted as their own suite.
 */
async function storiesWithPictures() {
  rmSync(RESULTS_PATH, { force: true });
  rmSync(join(ROOT, 'test-results', 'visual'), { recursive: true, force: true });
  await vitestSuite(
    'stories (Chromium: play, a11y, default look, picture)',
    'npx',
    ['vitest', 'run', '--config', 'vitest.storybook.config.ts'],
    'stories',
  );
  const summary = summarizeStoryImages(readStoryImageResults(), { whole: true });
  record(
    'visual regression (pictures taken in the story run)',
    {
      passed: summary.passed,
      failed: summary.failures.length,
      failures: summary.failures,
    },
    Date.now(),
    `(its time is the story run's; ${summary.byFingerprint} found the same by their fingerprint)`,
  );
}

rmSync(REPORT_DIR, { recursive: true, force: true });
mkdirSync(REPORT_DIR, { recursive: true });

await check('lint (biome; the import boundaries in eslint)', 'npm', ['run', 'lint']);
await check(
  "sources cite only the repository and its decision records; the docs' links and figures hold; Arabic and Polish messages address the reader without gender",
  'node',
  [
    '--test',
    'scripts/checks/repository-references.test.mjs',
    'scripts/checks/docs.test.mjs',
    'scripts/checks/mail-language.test.mjs',
    'scripts/checks/boundaries.test.mjs',
  ],
);
await check('build', 'npx', ['turbo', 'run', 'build', '--continue']);
await check('typecheck', 'npx', ['turbo', 'run', 'typecheck', '--continue']);
await check('typecheck (e2e)', 'npx', ['tsc', '-p', 'tests/tsconfig.json']);
await nodeTestSuite(
  'supported Node versions (engines of every dependency)',
  ['scripts/checks/node-engines.test.mjs'],
  'node-engines',
);
await nodeTestSuite(
  'publishable packages (npm publish --dry-run of ui, domain and api)',
  ['scripts/checks/publishable-packages.test.mjs'],
  'publishable-packages',
);
// A clone, npm install from npm's cache, and each documented command in its cheapest real form; the
// packages and apps it builds are replayed from the build above through turbo's cache.
await nodeTestSuite(
  'fresh clone: every documented command builds what it needs',
  ['scripts/checks/fresh-clone.test.mjs'],
  'fresh-clone',
);

for (const workspace of workspacesWithTests().filter((name) => name !== '@minbar/server')) {
  const reportName = workspace.replace(/[^a-z0-9-]+/gi, '-');
  await vitestSuite(`unit ${workspace}`, 'npm', ['run', 'test', '-w', workspace, '--'], reportName);
}

// The server's suite on the embedded database and on PostgreSQL 15, side by side: each spends much of
// its time waiting on its database.
{
  const onPostgres = existsSync(POSTGRES_INITDB) || isCi;
  const suites = [
    vitestSuite(
      'unit @minbar/server',
      'npm',
      ['run', 'test', '-w', '@minbar/server', '--'],
      'minbar-server',
      {
        beside: onPostgres,
      },
    ),
  ];
  if (onPostgres) {
    suites.push(
      vitestSuite(
        'server on PostgreSQL 15',
        'npm',
        ['run', 'test:pg', '-w', '@minbar/server', '--'],
        'server-postgres',
        { beside: true },
      ),
    );
  } else {
    console.log(
      `\n=== server on PostgreSQL 15: skipped, ${POSTGRES_INITDB} is missing (install Debian's postgresql package to run it).`,
    );
    results.push({
      name: 'server on PostgreSQL 15',
      passed: 0,
      failed: 0,
      seconds: 0,
      note: 'skipped: no PostgreSQL 15',
    });
  }
  await Promise.all(suites);
}

// @minbar/ui as an app outside the workspace installs it: packed, built by Vite, used in Chromium.
await reportingScript(
  'consumer app (@minbar/ui packed)',
  'consumer app (@minbar/ui packed into a fresh Vite app)',
  ['tests/consumer/consumer-app.mjs'],
  'consumer',
);

await storiesWithPictures();

// The static Storybook is built once: the coverage of the screen states and the docs pages read it,
// and a warning about a missing story or addon shows here.
{
  // A story glob that matches nothing or an addon that does not load is only a warning to Storybook;
  // here it fails the build step.
  const started = Date.now();
  console.log('\n=== Storybook build (static): npx storybook build --quiet');
  let output = '';
  const code = await new Promise((resolvePromise) => {
    const child = spawn('npx', ['storybook', 'build', '--quiet'], { cwd: ROOT, env: childEnv });
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (data) => {
        output += data;
        process.stdout.write(data);
      });
    }
    child.on('error', () => resolvePromise(1));
    child.on('exit', (exitCode) => resolvePromise(exitCode ?? 1));
  });
  const warned = /no story files|could not (find|resolve|load).*addon|failed to load.*addon/i.test(output);
  if (warned)
    console.log('Storybook build: a story glob matched nothing or an addon did not load (see above).');
  record(
    'Storybook build (static)',
    code === 0 && !warned ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 },
    started,
  );
}
await check(
  'screen states have stories; baselines record their browser; cut text is found; pictures are chosen',
  'node',
  [
    '--test',
    'scripts/review/screen-states.test.mjs',
    'scripts/review/render-environment.test.mjs',
    'scripts/review/layout-problems.test.mjs',
    'scripts/review/docs-entries.test.mjs',
    'scripts/review/story-image.test.mjs',
  ],
);
// Every docs page (autodocs and MDX) of the build just made, in en, ar and pl, with axe-core.
await reportingScript(
  'Storybook docs pages (Chromium, axe)',
  'Storybook docs pages (Chromium, axe)',
  ['scripts/review/docs.mjs', '--no-build'],
  'docs-pages',
  (report) => `(${report.pages} pages)`,
);

await endToEnd();

const totalSeconds = secondsSince(runStarted);
const nameWidth = Math.max(...results.map((result) => result.name.length));
console.log('\nSuite'.padEnd(nameWidth + 2), 'passed  failed  time');
for (const result of results) {
  console.log(
    result.name.padEnd(nameWidth),
    String(result.passed).padStart(7),
    String(result.failed).padStart(7),
    ` ${formatSeconds(result.seconds ?? 0).padStart(10)}`,
    result.note ? ` ${result.note}` : '',
  );
}
console.log(`${'Total'.padEnd(nameWidth)} ${' '.repeat(16)} ${formatSeconds(totalSeconds).padStart(10)}`);

// What failed, named, right above the last line: CI keeps only the end of a long log, and a count
// alone says nothing of what to fix.
const failing = results.filter((result) => result.failed > 0);
if (failing.length > 0) {
  console.log('\nWhat failed:');
  for (const result of failing) {
    const named = result.failures ?? [];
    console.log(`- ${result.name}${named.length === 0 ? ' (see its output above)' : ''}`);
    for (const failure of named.slice(0, 8)) {
      console.log(
        `    ${
          failure
            .split('\n')
            .find((line) => line.trim() !== '')
            ?.slice(0, 300) ?? failure
        }`,
      );
    }
    if (named.length > 8) console.log(`    … and ${named.length - 8} more`);
  }
}

const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
writeFileSync(
  join(REPORT_DIR, 'summary.json'),
  `${JSON.stringify(
    {
      passed,
      failed,
      seconds: totalSeconds,
      suites: results.map(({ name, passed, failed, seconds, note }) => ({
        name,
        passed,
        failed,
        seconds,
        note,
      })),
    },
    null,
    2,
  )}\n`,
);
console.log(
  `\nTotal time ${formatSeconds(totalSeconds)} (each suite's in test-results/summary/summary.json)`,
);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

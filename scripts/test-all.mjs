// `npm test`: every check on a fresh machine, in sequence. A failing suite does not stop the run, so
// every suite reports; the last line is the plain `N passed, N failed` summary CI reads.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT, runCommand } from './lib/processes.mjs';

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

function record(name, counts, note = '') {
  results.push({ name, ...counts, note });
  console.log(`\n=== ${name}: ${counts.passed} passed, ${counts.failed} failed ${note}\n`);
}

async function check(name, command, args) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const code = await runCommand(command, args, { env: childEnv });
  record(name, code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });
}

async function vitestSuite(name, command, args, reportName) {
  const reportPath = join(REPORT_DIR, `${reportName}.json`);
  rmSync(reportPath, { force: true });
  console.log(`\n=== ${name}`);
  const code = await runCommand(command, [...args, ...vitestReportArgs(reportPath)], { env: childEnv });
  record(name, vitestCounts(reportPath, code));
}

/**
 * A suite of node's own test runner, counted from its TAP report's closing `# pass` and `# fail` lines
 * while the readable report goes to the terminal.
 */
async function nodeTestSuite(name, files, reportName) {
  const reportPath = join(REPORT_DIR, `${reportName}.tap`);
  rmSync(reportPath, { force: true });
  console.log(`\n=== ${name}: node --test ${files.join(' ')}`);
  const code = await runCommand(
    'node',
    [
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${reportPath}`,
      ...files,
    ],
    { env: childEnv },
  );
  const tap = existsSync(reportPath) ? readFileSync(reportPath, 'utf8') : '';
  const count = (label) => Number(tap.match(new RegExp(`^# ${label} (\\d+)$`, 'm'))?.[1] ?? 0);
  const passed = count('pass');
  let failed = count('fail') + count('cancelled');
  if (code !== 0 && failed === 0) failed = 1;
  if (code === 0 && passed === 0) failed += 1;
  const failures = [...tap.matchAll(/^\s*not ok \d+ - (.*)$/gm)].map((match) => match[1]);
  record(name, { passed, failed, failures });
}

/**
 * Runs one of our own scripts that writes `{ passed, failed, … }` to `--report=<file>`. A run that
 * exits non-zero without a failure, or passes nothing, still counts as one failure.
 */
async function reportingScript(name, heading, args, reportName, noteOf = () => '') {
  const reportPath = join(REPORT_DIR, `${reportName}.json`);
  rmSync(reportPath, { force: true });
  console.log(`\n=== ${heading}`);
  const code = await runCommand('node', [...args, `--report=${reportPath}`], { env: childEnv });
  const report = readJson(reportPath);
  const passed = report?.passed ?? 0;
  let failed = report?.failed ?? 0;
  if (code !== 0 && failed === 0) failed = 1;
  if (code === 0 && passed === 0) failed += 1;
  const failures = (report?.checks ?? [])
    .filter((entry) => !entry.passed)
    .map((entry) => `${entry.name}: ${entry.error ?? ''}`);
  record(name, { passed, failed, failures }, report ? noteOf(report) : '');
}

rmSync(REPORT_DIR, { recursive: true, force: true });
mkdirSync(REPORT_DIR, { recursive: true });

await check('lint (biome)', 'npx', ['biome', 'check', '.']);
await check('sources cite only the repository and its decision records', 'node', [
  '--test',
  'scripts/checks/repository-references.test.mjs',
]);
await check('typecheck', 'npx', ['turbo', 'run', 'typecheck', '--continue']);
await check('typecheck (e2e)', 'npx', ['tsc', '-p', 'tests/tsconfig.json']);
await check('build', 'npx', ['turbo', 'run', 'build', '--continue']);
await nodeTestSuite(
  'supported Node versions (engines of every dependency)',
  ['scripts/checks/node-engines.test.mjs'],
  'node-engines',
);
// A few minutes: a clone, npm install, and each documented command in its cheapest real form.
await nodeTestSuite(
  'fresh clone: every documented command builds what it needs',
  ['scripts/checks/fresh-clone.test.mjs'],
  'fresh-clone',
);

for (const workspace of workspacesWithTests()) {
  const reportName = workspace.replace(/[^a-z0-9-]+/gi, '-');
  await vitestSuite(`unit ${workspace}`, 'npm', ['run', 'test', '-w', workspace, '--'], reportName);
}

if (existsSync(POSTGRES_INITDB) || isCi) {
  await vitestSuite(
    'server on PostgreSQL 15',
    'npm',
    ['run', 'test:pg', '-w', '@minbar/server', '--'],
    'server-postgres',
  );
} else {
  console.log(
    `\n=== server on PostgreSQL 15: skipped, ${POSTGRES_INITDB} is missing (install Debian's postgresql package to run it).`,
  );
  results.push({ name: 'server on PostgreSQL 15', passed: 0, failed: 0, note: 'skipped: no PostgreSQL 15' });
}

// @minbar/ui as an app outside the workspace installs it: packed, built by Vite, used in Chromium.
await reportingScript(
  'consumer app (@minbar/ui packed)',
  'consumer app (@minbar/ui packed into a fresh Vite app)',
  ['tests/consumer/consumer-app.mjs'],
  'consumer',
);

await vitestSuite(
  'stories (Chromium, a11y)',
  'npx',
  ['vitest', 'run', '--config', 'vitest.storybook.config.ts'],
  'stories',
);

// The static Storybook is built once: the coverage of the screen states and the visual regression
// test read it, and a warning about a missing story or addon shows here.
{
  // A story glob that matches nothing or an addon that does not load is only a warning to Storybook;
  // here it fails the build step.
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
  );
}
await check('screen states have stories; baselines record their browser; cut text is found', 'node', [
  '--test',
  'scripts/review/screen-states.test.mjs',
  'scripts/review/render-environment.test.mjs',
  'scripts/review/layout-problems.test.mjs',
  'scripts/review/docs-entries.test.mjs',
]);
// Every docs page (autodocs and MDX) of the build just made, in en, ar and pl, with axe-core.
await reportingScript(
  'Storybook docs pages (Chromium, axe)',
  'Storybook docs pages (Chromium, axe)',
  ['scripts/review/docs.mjs', '--no-build'],
  'docs-pages',
  (report) => `(${report.pages} pages)`,
);
await reportingScript(
  'visual regression',
  'visual regression (baselines in tests/visual/baselines)',
  ['scripts/review/visual.mjs', '--no-build'],
  'visual',
);

{
  const reportPath = join(REPORT_DIR, 'e2e.json');
  console.log('\n=== end-to-end (Playwright)');
  const code = await runCommand('npx', ['playwright', 'test'], {
    env: { ...childEnv, MINBAR_E2E_REPORT: reportPath },
  });
  record('end-to-end (Playwright)', playwrightCounts(reportPath, code));
}

const nameWidth = Math.max(...results.map((result) => result.name.length));
console.log('\nSuite'.padEnd(nameWidth + 2), 'passed  failed');
for (const result of results) {
  console.log(
    result.name.padEnd(nameWidth),
    String(result.passed).padStart(7),
    String(result.failed).padStart(7),
    result.note ? ` ${result.note}` : '',
  );
}

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
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

// `npm run test:changed`: the quick loop before the full `npm test`. It checks what a change touches,
// in a few minutes: Biome on the changed files, the unit tests of each changed workspace that import a
// changed file (vitest's own module graph), the stories that import one (in en, ar and pl, with their
// pictures), and the end-to-end test files of the areas touched. It ends with `N passed, N failed` like
// `npm test`, which still runs everything before a change lands.
//
//   npm run test:changed [-- --since=<git ref>] [-- --no-e2e]
//
// Without --since it takes the uncommitted changes (staged, unstaged and new files); with it, every
// change since that commit as well (`--since=main` on a branch).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, runCommand } from './lib/processes.mjs';

const args = process.argv.slice(2);
const since = args.find((arg) => arg.startsWith('--since='))?.slice('--since='.length);
const withE2e = !args.includes('--no-e2e');

function git(...gitArgs) {
  return execFileSync('git', gitArgs, { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

const changed = [
  ...new Set([
    ...git('diff', '--name-only', since ?? 'HEAD'),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]),
].filter((file) => existsSync(join(ROOT, file)));

if (changed.length === 0) {
  console.log(`test:changed: nothing changed${since ? ` since ${since}` : ''}.`);
  console.log('0 passed, 0 failed');
  process.exit(0);
}
console.log(`test:changed: ${changed.length} changed files${since ? ` since ${since}` : ' (uncommitted)'}`);

/** The workspaces (apps/*, packages/*) a file belongs to, by folder. */
const workspaces = ['apps', 'packages'].flatMap((group) =>
  readdirSync(join(ROOT, group)).map((name) => {
    const manifest = JSON.parse(readFileSync(join(ROOT, group, name, 'package.json'), 'utf8'));
    return { folder: `${group}/${name}/`, name: manifest.name, tests: Boolean(manifest.scripts?.test) };
  }),
);
const touched = workspaces.filter((workspace) => changed.some((file) => file.startsWith(workspace.folder)));
// A change to a shared package reaches the tests of every app through its build.
const sharedChanged = touched.some((workspace) => workspace.folder.startsWith('packages/'));

/**
 * The end-to-end test files of the areas touched: a file whose name holds the area's folder name
 * (features/events → events-admin, public-events, …), and any changed test file, or every one when a support file changed.
 */
function relatedEndToEndFiles() {
  const testFiles = readdirSync(join(ROOT, 'tests', 'e2e')).filter((file) => file.endsWith('.spec.ts'));
  const areas = new Set(
    changed.flatMap((file) => {
      const match = /^apps\/[^/]+\/src\/features\/([^/]+)\//.exec(file);
      return match ? [match[1]] : [];
    }),
  );
  // Where an area's end-to-end files are named otherwise than its folder.
  const namedOtherwise = {
    'prayer-times': ['prayer'],
    'event-registrations': ['events-registrations'],
    donations: ['donations', 'donate', 'payments', 'monthly-giving', 'statement'],
    auth: ['sign-in', 'accounts', 'first-paint', 'first-page-messages'],
    shell: ['layout'],
    children: ['education'],
    subjects: ['education'],
    pricing: ['education-packages'],
    profile: ['mosque-identity'],
  };
  const words = (area) => namedOtherwise[area] ?? [area];
  const chosen = testFiles.filter(
    (testFile) =>
      changed.includes(`tests/e2e/${testFile}`) ||
      [...areas].some((area) => words(area).some((word) => testFile.includes(word))),
  );
  if (changed.some((file) => file.startsWith('tests/e2e/support/'))) return testFiles;
  return chosen;
}

const steps = [];
async function step(name, command, commandArgs, options = {}) {
  console.log(`\n=== ${name}: ${command} ${commandArgs.join(' ')}`);
  const code = await runCommand(command, commandArgs, {
    env: { ...process.env, TZ: 'UTC', FORCE_COLOR: '0', ...options.env },
  });
  steps.push({ name, passed: code === 0 });
}

const lintable = changed.filter((file) => /\.(m?[jt]sx?|json|css)$/.test(file));
if (lintable.length > 0) await step('lint (changed files)', 'npx', ['biome', 'check', ...lintable]);

if (sharedChanged || touched.some((workspace) => workspace.folder.startsWith('apps/'))) {
  await step('build the shared packages', 'npm', ['run', 'build:packages']);
}

const changedRef = since ? [`--changed=${since}`] : ['--changed'];
for (const workspace of touched.filter((candidate) => candidate.tests)) {
  await step(`unit ${workspace.name} (tests that import a change)`, 'npm', [
    'run',
    'test',
    '-w',
    workspace.name,
    '--',
    ...changedRef,
    '--passWithNoTests',
  ]);
}

if (changed.some((file) => /^(apps|packages)\/|^\.storybook\//.test(file))) {
  await step('stories that import a change (en, ar, pl, with pictures)', 'npx', [
    'vitest',
    'run',
    '--config',
    'vitest.storybook.config.ts',
    ...changedRef,
    '--passWithNoTests',
  ]);
}

if (withE2e) {
  const testFiles = relatedEndToEndFiles();
  if (testFiles.length > 0) {
    await step('build (for the end-to-end test files)', 'npx', ['turbo', 'run', 'build']);
    await step(
      `end-to-end: ${testFiles.join(', ')}`,
      'npx',
      ['playwright', 'test', ...testFiles.map((testFile) => `tests/e2e/${testFile}`)],
      {},
    );
  }
}

console.log('\ntest:changed:');
for (const result of steps) console.log(`  ${result.passed ? '✓' : '✗'} ${result.name}`);
console.log('The full suite (`npm test`) still runs everything before a change lands.');
const failed = steps.filter((result) => !result.passed).length;
console.log(`\n${steps.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

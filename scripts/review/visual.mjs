// Visual regression test, run by `npm test`: every screen story and each widget's main state in en,
// ar and pl against the baselines in tests/visual/baselines. A difference fails and leaves the
// expected, actual and diff images in test-results/visual/. After a deliberate change, accept the new
// images with `npm run review -- --approve`.
//
//   node scripts/review/visual.mjs [--no-build] [--approve] [--only=<story id prefix>,…] [--report=<file.json>]
//
// `--approve` writes the renders as the new baselines (what `npm run review -- --approve` does after
// the contact sheet).
//
// It builds the Storybook into storybook-static/ first; `--no-build` reuses that build (npm test has
// just made it).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ROOT } from '../lib/processes.mjs';
import {
  currentRenderEnvironment,
  environmentDifferences,
  environmentPath,
  readRecordedEnvironment,
} from './lib/render-environment.mjs';
import {
  buildStorybook,
  launchChromium,
  readStories,
  requirePinnedFonts,
  STORYBOOK_DIR,
  serveFolder,
} from './lib/storybook.mjs';
import { BASELINE_DIR, DIFF_DIR, runVisualRegression } from './lib/visual.mjs';

const args = process.argv.slice(2);
const reportPath = args.find((arg) => arg.startsWith('--report='))?.slice('--report='.length);

function writeReport(passed, failed, environment = null) {
  if (!reportPath) return;
  mkdirSync(dirname(reportPath), { recursive: true });
  writeFileSync(reportPath, JSON.stringify({ passed, failed, environment }));
}

try {
  requirePinnedFonts();
} catch (error) {
  console.error(error.message);
  writeReport(0, 1);
  process.exit(1);
}

const started = Date.now();
if (!args.includes('--no-build') || !existsSync(join(STORYBOOK_DIR, 'index.json'))) await buildStorybook();

const server = await serveFolder();
const browser = await launchChromium();
const environment = currentRenderEnvironment(browser.version());
const approve = args.includes('--approve');
// `--only` renders the stories whose ids start with one of the prefixes: after changing one screen,
// its images are approved in seconds, and every other baseline is left as it is.
const only = args
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .filter(Boolean);
let results;
try {
  results = await runVisualRegression({
    browser,
    baseUrl: server.url,
    stories: only
      ? readStories().filter((story) => only.some((prefix) => story.id.startsWith(prefix)))
      : readStories(),
    approve,
    // A Storybook built from some story files only (MINBAR_STORYBOOK_STORIES) prunes nothing either.
    pruneOthers: !only && !process.env.MINBAR_STORYBOOK_STORIES,
  });
} finally {
  await browser.close();
  await server.close();
}

const failures = results.filter((result) => result.status !== 'same' && result.status !== 'approved');
for (const failure of failures) {
  console.log(`✗ ${failure.story.title} › ${failure.story.name} (${failure.locale}): ${failure.reason}`);
}
const passed = results.length - failures.length;
console.log(
  `\nvisual regression: ${passed} of ${results.length} images match their baselines in ${relative(ROOT, BASELINE_DIR)}/ ` +
    `(${((Date.now() - started) / 1000).toFixed(1)} s, ${environment.browser})`,
);
const differences = environmentDifferences(readRecordedEnvironment(BASELINE_DIR), environment);
if (approve) {
  console.log(
    `Recorded ${environment.browser} and the fonts in ${relative(ROOT, environmentPath(BASELINE_DIR))}.`,
  );
} else if (failures.length > 0 && differences.length > 0) {
  // Pixels alone cannot tell a regression from a new browser build: say which it may be.
  console.log(
    [
      `${failures.length} differ or are missing, and this machine does not render like the one the baselines were made on:`,
      ...differences.map((difference) => `  - ${difference}`),
      'A new browser build or font draws text and native controls a little differently, so these images may differ',
      `for that reason alone. Look at the expected, actual and diff images in ${relative(ROOT, DIFF_DIR)}/: if the`,
      'differences are only the rendering, approve the images again on this machine with `npm run review -- --approve`',
      `(it records the new versions in ${relative(ROOT, environmentPath(BASELINE_DIR))}) and commit them; if they`,
      'show a change of the screen, fix the code.',
    ].join('\n'),
  );
} else if (failures.length > 0) {
  console.log(
    `${failures.length} differ or are missing: expected, actual and diff images are in ${relative(ROOT, DIFF_DIR)}/.\n` +
      `This machine renders like the one the baselines were made on (${environment.browser}, the same fonts), so the\n` +
      'difference comes from the code. If the change is deliberate, accept the new images with\n' +
      '`npm run review -- --approve` and commit them.',
  );
} else if (differences.length > 0) {
  console.log(`Every image matches, although ${differences.join('; ')}.`);
}
writeReport(passed, failures.length, environment);
process.exit(failures.length > 0 ? 1 : 0);

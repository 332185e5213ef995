// Visual regression alone, or approving new baselines. In `npm test` the pictures are taken inside the
// story run (each story renders once per language and its picture is compared in that same render:
// .storybook/vitest.setup.ts); this runs that story run for the compared stories only and reports the
// images.
//
//   node scripts/review/visual.mjs [--approve] [--only=<story id prefix>,…] [--report=<file.json>]
//
// `--approve` writes the renders as the new baselines (what `npm run review -- --approve` does after
// the contact sheet) and records the browser and fonts they were made with; a whole run also removes
// the baselines of stories that no longer exist. `--only` runs the story files whose stories' ids
// start with one of the prefixes and approves only their images, leaving every other baseline as it is.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH } from '../lib/chromium.mjs';
import { ROOT, runCommand } from '../lib/processes.mjs';
import {
  currentRenderEnvironment,
  environmentDifferences,
  readRecordedEnvironment,
  recordEnvironment,
} from './lib/render-environment.mjs';
import {
  RESULTS_PATH,
  readStoryImageResults,
  storyFilesWithIds,
  summarizeStoryImages,
} from './lib/story-image.mjs';
import { requirePinnedFonts } from './lib/storybook.mjs';
import { BASELINE_DIR, DIFF_DIR } from './lib/visual.mjs';

const args = process.argv.slice(2);
const reportPath = args.find((arg) => arg.startsWith('--report='))?.slice('--report='.length);
const approve = args.includes('--approve');
const only = args
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .filter(Boolean);

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

async function browserVersion() {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: [...CHROME_FLAGS] });
  const version = browser.version();
  await browser.close();
  return version;
}

const started = Date.now();
const files = only ? storyFilesWithIds(only) : [];
if (only && files.length === 0) {
  console.error(`visual: no story file has a story whose id starts with ${only.join(' or ')}`);
  writeReport(0, 1);
  process.exit(1);
}
rmSync(RESULTS_PATH, { force: true });
if (!approve) rmSync(DIFF_DIR, { recursive: true, force: true });
const code = await runCommand(
  'npx',
  ['vitest', 'run', '--config', 'vitest.storybook.config.ts', '--reporter=dot', ...files],
  {
    env: {
      ...process.env,
      TZ: 'UTC',
      MINBAR_VISUAL_ONLY: only ? only.join(',') : '',
      ...(approve ? { MINBAR_VISUAL_APPROVE: '1' } : {}),
    },
  },
);

// Baselines no story drew are removed only after a whole run in which every story file loaded and
// passed: a file that failed to load draws nothing, and its baselines are not gone for that.
const summary = summarizeStoryImages(readStoryImageResults(), {
  whole: !only,
  prune: approve && !only && code === 0,
});
const environment = currentRenderEnvironment(await browserVersion());
for (const failure of summary.failures) console.log(`✗ ${failure}`);
console.log(
  `\nvisual regression: ${summary.passed} of ${summary.passed + summary.failures.length} pictures ` +
    `${approve ? 'match or are approved as their baselines' : 'match their baselines'} in ${relative(ROOT, BASELINE_DIR)}/ ` +
    `(${((Date.now() - started) / 1000).toFixed(1)} s, ${environment.browser})`,
);
if (approve) {
  console.log(`${summary.written} written, ${summary.pruned} removed (their stories are gone).`);
  // Every image now matches this machine's rendering only after a whole approval.
  if (!only) recordEnvironment(BASELINE_DIR, environment);
} else if (summary.failures.length > 0) {
  const differences = environmentDifferences(readRecordedEnvironment(BASELINE_DIR), environment);
  console.log(
    differences.length > 0
      ? [
          'This machine does not render like the one the baselines were made on:',
          ...differences.map((difference) => `  - ${difference}`),
          `so the images may differ for that reason alone. Look at the images in ${relative(ROOT, DIFF_DIR)}/: if only the`,
          'rendering differs, approve them again here with `npm run review -- --approve` and commit them.',
        ].join('\n')
      : `This machine renders like the baselines' (${environment.browser}, the same fonts), so the difference comes\n` +
          `from the code: the expected, actual and diff images are in ${relative(ROOT, DIFF_DIR)}/. If the change is\n` +
          'deliberate, accept the new images with `npm run review -- --approve` and commit them.',
  );
}
writeReport(summary.passed, summary.failures.length, environment);
process.exit(code !== 0 || summary.failures.length > 0 || summary.passed === 0 ? 1 : 0);

// The visual check inside the story run (vitest.storybook.config.ts): a story that has just rendered
// and played in one language is screenshotted in that same load and compared with its baseline in
// tests/visual/baselines, so no story is loaded a second time for its picture. This is the Node side,
// a Vitest browser command; the browser side (.storybook/vitest.setup.ts) decides which stories are
// compared, waits until the story has settled and says how tall its content is.
//
// Each comparison is appended to test-results/visual/results.jsonl, which `npm test` and
// scripts/review/visual.mjs read to count the images and to find baselines no story drew.
// MINBAR_VISUAL_APPROVE=1 writes the renders as the new baselines instead of comparing.
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { sanitize } from 'storybook/internal/csf';
import { ROOT } from '../../lib/processes.mjs';
import { approvedBefore, readFingerprintFile, withApproved, writeFingerprintFile } from './fingerprints.mjs';
import { regressionStories } from './story-sets.mjs';
import { BASELINE_DIR, compare, DIFF_DIR, toBaseline } from './visual.mjs';

export const RESULTS_PATH = resolve(ROOT, 'test-results', 'visual', 'results.jsonl');

/** The browser's viewport every compared story renders in (the contact sheet's desktop size). */
export const STORY_IMAGE_VIEWPORT = { width: 1280, height: 800 };

/**
 * The screenshots approved against each baseline, by fingerprint (lib/fingerprints.mjs says why):
 * written only when approving, so a test run never changes the tree.
 */
export const FINGERPRINTS_PATH = resolve(BASELINE_DIR, '..', 'fingerprints.json');

/** The reason of an image found the same by its fingerprint, counted apart in the run's summary. */
export const SAME_BYTES = 'the screenshot approved against this baseline, byte for byte';

let fingerprints = null;
function readFingerprints() {
  if (!fingerprints) fingerprints = readFingerprintFile(FINGERPRINTS_PATH);
  return fingerprints;
}

/** Records that `actual` matches `baseline` (checked pixel by pixel first), then rewrites the file. */
function rememberApproved(name, actual, baseline) {
  if (!compare(actual, baseline).equal) return;
  const all = readFingerprints();
  all[name] = withApproved(all[name], actual, baseline);
  writeFingerprintFile(FINGERPRINTS_PATH, all, (each) => existsSync(join(BASELINE_DIR, each)));
}

/** Approving writes every compared story's image, or with MINBAR_VISUAL_ONLY those whose ids start so. */
function approving(storyId) {
  if (process.env.MINBAR_VISUAL_APPROVE !== '1') return false;
  const only = (process.env.MINBAR_VISUAL_ONLY ?? '').split(',').filter(Boolean);
  return only.length === 0 || only.some((prefix) => storyId.startsWith(prefix));
}

function record(result) {
  mkdirSync(resolve(RESULTS_PATH, '..'), { recursive: true });
  appendFileSync(RESULTS_PATH, `${JSON.stringify(result)}\n`);
}

/** The title a story file gives its stories: the one whose URL-safe form begins the story's id. */
const titles = new Map();
function titleOf(file, storyId) {
  if (!titles.has(file)) {
    titles.set(
      file,
      [...readFileSync(file, 'utf8').matchAll(/^\s+title: '([^']+)'/gm)].map((match) => match[1]),
    );
  }
  const idPrefix = storyId.split('--')[0];
  return titles.get(file).find((title) => sanitize(title) === idPrefix) ?? null;
}

/**
 * The Vitest browser command that says whether a story is compared: the contact sheet's rule
 * (story-sets.mjs) over the stories of its file, `siblings` being their names in order.
 * @param {import('vitest/node').BrowserCommandContext} context
 * @param {{ storyId: string, name: string, siblings: string[], file?: string }} story (`file`, the
 *   story's own file, since the files of a language share one page)
 */
export function isComparedStory(context, { storyId, name, siblings, file = context.testPath }) {
  const title = file ? titleOf(file, storyId) : null;
  if (!title) return false;
  const stories = siblings.map((sibling) => ({ title, name: sibling }));
  return regressionStories(stories).some((chosen) => chosen.name === name);
}

/**
 * The Vitest browser command: screenshots the test's frame from its top-left corner, as wide as its
 * viewport and as tall as the story's content (at most the viewport), and compares it with the
 * baseline `<storyId>.<locale>.png`. Resolves with `{ status, reason }`; the browser side fails the
 * story when the status is not 'same' or 'approved'.
 * @param {import('vitest/node').BrowserCommandContext} context
 * @param {{ storyId: string, locale: string, width: number, height: number }} image
 */
export async function compareStoryImage(context, { storyId, locale, width, height }) {
  const name = `${storyId}.${locale}.png`;
  const frame = await context.frame();
  // Vite's error overlay (a module that stopped compiling mid-run) would be drawn over the story.
  const overlay = await frame.locator('vite-error-overlay').count();
  if (overlay > 0) {
    const result = {
      name,
      storyId,
      locale,
      status: 'error',
      reason: `${name}: Vite's error overlay covers the story`,
    };
    record(result);
    return { status: result.status, reason: result.reason };
  }
  const box = await (await frame.frameElement()).boundingBox();
  if (!box) throw new Error('the story frame is not on the page');
  const actual = await context.page.screenshot({
    animations: 'disabled',
    caret: 'hide',
    clip: { x: box.x, y: box.y, width, height },
  });
  const baselinePath = join(BASELINE_DIR, name);
  const base = { name, storyId, locale };
  let result;
  if (approving(storyId)) {
    const changed = !existsSync(baselinePath) || !compare(actual, readFileSync(baselinePath)).equal;
    if (changed) writeFileSync(baselinePath, toBaseline(actual));
    rememberApproved(name, actual, readFileSync(baselinePath));
    result = { ...base, status: 'approved', reason: changed ? 'written' : 'unchanged' };
  } else if (!existsSync(baselinePath)) {
    mkdirSync(DIFF_DIR, { recursive: true });
    writeFileSync(join(DIFF_DIR, name.replace(/\.png$/, '.actual.png')), actual);
    result = { ...base, status: 'missing', reason: `no baseline image ${name}` };
  } else if (approvedBefore(readFingerprints()[name], actual, readFileSync(baselinePath))) {
    result = { ...base, status: 'same', reason: SAME_BYTES };
  } else {
    const expected = readFileSync(baselinePath);
    const outcome = compare(actual, expected);
    if (outcome.equal) {
      result = { ...base, status: 'same', reason: outcome.reason };
    } else {
      mkdirSync(DIFF_DIR, { recursive: true });
      const stem = join(DIFF_DIR, name.replace(/\.png$/, ''));
      writeFileSync(`${stem}.expected.png`, expected);
      writeFileSync(`${stem}.actual.png`, actual);
      if (outcome.diff) writeFileSync(`${stem}.diff.png`, outcome.diff);
      result = { ...base, status: 'different', reason: `${name}: ${outcome.reason}` };
    }
  }
  record(result);
  return { status: result.status, reason: result.reason };
}

/** Every comparison the last story run recorded, the newest result per image. */
export function readStoryImageResults(path = RESULTS_PATH) {
  if (!existsSync(path)) return [];
  const byName = new Map();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const result = JSON.parse(line);
    byName.set(result.name, result);
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Story files of the repository, found as Storybook finds them (.storybook/main.ts). */
function storyFiles(dir = ROOT) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.git')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...storyFiles(path));
    else if (entry.name.endsWith('.stories.tsx')) found.push(relative(ROOT, path));
  }
  return found;
}

/**
 * The story files whose stories' ids start with one of `prefixes`: a story's id begins with its
 * title made safe for a URL ("UI/CalendarGrid" is "ui-calendargrid--…"), and every file names its title.
 */
export function storyFilesWithIds(prefixes) {
  return storyFiles().filter((file) => {
    const titles = [...readFileSync(join(ROOT, file), 'utf8').matchAll(/^\s+title: '([^']+)'/gm)].map(
      (match) => `${sanitize(match[1])}--`,
    );
    return titles.some((title) =>
      prefixes.some((prefix) => title.startsWith(prefix) || prefix.startsWith(title)),
    );
  });
}

/**
 * What a story run's pictures came to: every image the same as (or approved as) its baseline passes;
 * one that differs or has no baseline fails. After a whole run (`whole`) a baseline that no story
 * drew fails too (its story is gone or no longer compared), or with `prune` it is removed.
 */
export function summarizeStoryImages(results, { whole, prune = false }) {
  const failures = results
    .filter((result) => result.status !== 'same' && result.status !== 'approved')
    .map((result) => `${result.name}: ${result.reason}`);
  let pruned = 0;
  if (whole) {
    const drawn = new Set(results.map((result) => result.name));
    const baselines = existsSync(BASELINE_DIR)
      ? readdirSync(BASELINE_DIR).filter((file) => file.endsWith('.png'))
      : [];
    for (const file of baselines) {
      if (drawn.has(file)) continue;
      if (prune) {
        rmSync(join(BASELINE_DIR, file));
        pruned += 1;
      } else {
        failures.push(
          `${file}: no story drew this baseline (its story failed, is gone, or is no longer compared)`,
        );
      }
    }
  }
  return {
    passed: results.length - results.filter((r) => r.status !== 'same' && r.status !== 'approved').length,
    failures,
    written: results.filter((result) => result.reason === 'written').length,
    byFingerprint: results.filter((result) => result.reason === SAME_BYTES).length,
    pruned,
  };
}

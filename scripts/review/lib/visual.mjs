// Visual regression: the regression stories in en, ar and pl, screenshotted at a fixed viewport and
// compared with the committed baselines in tests/visual/baselines.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { ROOT } from '../../lib/processes.mjs';
import { encodePalettePng, paletteOf, quantize, toRgba } from './palette-png.mjs';
import { currentRenderEnvironment, recordEnvironment } from './render-environment.mjs';
import { regressionStories } from './story-sets.mjs';
import { DESKTOP, LOCALES, renderJobs } from './storybook.mjs';

export const BASELINE_DIR = resolve(ROOT, 'tests', 'visual', 'baselines');
export const DIFF_DIR = resolve(ROOT, 'test-results', 'visual');

/**
 * Per-pixel colour distance (0 to 1) under which two pixels count as equal, and how many differing
 * pixels an image may have. pixelmatch already ignores anti-aliased edges; the small allowance absorbs
 * a stray sub-pixel of text smoothing, while a one-letter message change or a 2px shift of padding
 * still changes hundreds of pixels.
 */
const PIXEL_THRESHOLD = 0.1;
const MAX_DIFFERENT_PIXELS = 12;

export function baselineName(job) {
  return `${job.story.id}.${job.locale}.png`;
}

export function regressionJobs(stories) {
  return LOCALES.flatMap((locale) =>
    regressionStories(stories).map((story) => ({ story, locale, viewport: DESKTOP })),
  );
}

/** The viewport of a widget's story cropped to its content (and any open dialog), to keep files small. */
async function screenshotStory(page, job) {
  const box = await page.evaluate(() => {
    let bottom = 0;
    for (const element of document.querySelectorAll(
      '#storybook-root, body > [data-radix-portal], body > div',
    )) {
      if (element.closest('.sb-wrapper, .sb-errordisplay, .sb-preparing-story, .sb-preparing-docs')) continue;
      for (const child of [element, ...element.querySelectorAll('*')]) {
        const rect = child.getBoundingClientRect();
        if (rect.width > 0 && rect.height > 0) bottom = Math.max(bottom, rect.bottom);
      }
    }
    return { bottom: Math.ceil(bottom) };
  });
  const height = Math.min(job.viewport.height, Math.max(1, box.bottom + 16));
  return page.screenshot({
    animations: 'disabled',
    caret: 'hide',
    clip: { x: 0, y: 0, width: job.viewport.width, height },
  });
}

/** A screenshot as it would be stored: quantized onto its own 256 most frequent colours. */
function toBaseline(actualBuffer) {
  return encodePalettePng(quantize(PNG.sync.read(actualBuffer)));
}

/**
 * Compares a screenshot with a baseline: the screenshot is first mapped onto the baseline's palette,
 * so an unchanged render yields exactly the baseline's pixels.
 */
function compare(actualBuffer, expectedBuffer) {
  const actual = PNG.sync.read(actualBuffer);
  const expected = PNG.sync.read(expectedBuffer);
  if (actual.width !== expected.width || actual.height !== expected.height) {
    return {
      equal: false,
      reason: `size ${actual.width}×${actual.height}, baseline ${expected.width}×${expected.height}`,
      diff: null,
    };
  }
  const palette = paletteOf(expected);
  const actualPixels = palette ? toRgba(quantize(actual, palette)) : actual.data;
  const diff = new PNG({ width: actual.width, height: actual.height });
  const different = pixelmatch(expected.data, actualPixels, diff.data, actual.width, actual.height, {
    threshold: PIXEL_THRESHOLD,
  });
  const equal = different <= MAX_DIFFERENT_PIXELS;
  // The diff image is only for a person to look at, and encoding it costs more than the whole
  // comparison: it is written when the images differ.
  return { equal, reason: `${different} pixels differ`, diff: equal ? null : PNG.sync.write(diff) };
}

/**
 * Renders every regression story and compares it with its baseline, or with `approve` writes the
 * renders as the new baselines (and removes baselines of stories that no longer exist), recording
 * the browser build and fonts they were made with.
 * Resolves with one result per image: { name, story, locale, status: 'same' | 'different' |
 * 'missing' | 'error' | 'approved', reason }.
 */
/**
 * Renders `stories` in each language and compares them with their baselines, or with `approve` writes
 * them as the baselines; `pruneOthers` (when all stories were rendered) also removes the images of
 * stories that no longer exist.
 */
export async function runVisualRegression({
  browser,
  baseUrl,
  stories,
  approve = false,
  pruneOthers = true,
  pages = 2,
}) {
  const jobs = regressionJobs(stories);
  const results = [];
  rmSync(DIFF_DIR, { recursive: true, force: true });
  mkdirSync(BASELINE_DIR, { recursive: true });
  await renderJobs({
    browser,
    baseUrl,
    jobs,
    pages,
    reload: true,
    visit: async (page, job, render) => {
      const name = baselineName(job);
      const base = { name, story: job.story, locale: job.locale };
      if (render.error) {
        results.push({
          ...base,
          status: 'error',
          reason: `the story failed: ${render.error.split('\n')[0]}`,
        });
        return;
      }
      const actual = await screenshotStory(page, job);
      const baselinePath = join(BASELINE_DIR, name);
      if (approve) {
        const changed = !existsSync(baselinePath) || !compare(actual, readFileSync(baselinePath)).equal;
        if (changed) writeFileSync(baselinePath, toBaseline(actual));
        results.push({ ...base, status: 'approved', reason: changed ? 'written' : 'unchanged' });
        return;
      }
      if (!existsSync(baselinePath)) {
        mkdirSync(DIFF_DIR, { recursive: true });
        writeFileSync(join(DIFF_DIR, name.replace(/\.png$/, '.actual.png')), actual);
        results.push({ ...base, status: 'missing', reason: 'no baseline image' });
        return;
      }
      const expected = readFileSync(baselinePath);
      const outcome = compare(actual, expected);
      if (outcome.equal) {
        results.push({ ...base, status: 'same', reason: outcome.reason });
        return;
      }
      mkdirSync(DIFF_DIR, { recursive: true });
      const stem = join(DIFF_DIR, name.replace(/\.png$/, ''));
      writeFileSync(`${stem}.expected.png`, expected);
      writeFileSync(`${stem}.actual.png`, actual);
      if (outcome.diff) writeFileSync(`${stem}.diff.png`, outcome.diff);
      results.push({ ...base, status: 'different', reason: outcome.reason });
    },
  });
  if (approve && pruneOthers) {
    const wanted = new Set(jobs.map(baselineName));
    for (const file of readdirSync(BASELINE_DIR)) {
      if (file.endsWith('.png') && !wanted.has(file)) rmSync(join(BASELINE_DIR, file));
    }
    // Every image now matches this machine's rendering, so this machine's browser and fonts are the record.
    recordEnvironment(BASELINE_DIR, currentRenderEnvironment(browser.version()));
  }
  return results.sort((a, b) => a.name.localeCompare(b.name));
}

/** Total size of the committed baselines, in bytes, and how many there are. */
export function baselineSize() {
  if (!existsSync(BASELINE_DIR)) return { count: 0, bytes: 0 };
  const files = readdirSync(BASELINE_DIR).filter((file) => file.endsWith('.png'));
  return {
    count: files.length,
    bytes: files.reduce((sum, file) => sum + statSync(join(BASELINE_DIR, file)).size, 0),
  };
}

// Visual regression's images: a screenshot compared with its committed baseline in
// tests/visual/baselines, and stored as one (the story run takes the screenshots: story-image.mjs).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { ROOT } from '../../lib/processes.mjs';
import { encodePalettePng, paletteOf, quantize, toRgba } from './palette-png.mjs';

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

/** A screenshot as it would be stored: quantized onto its own 256 most frequent colours. */
export function toBaseline(actualBuffer) {
  return encodePalettePng(quantize(PNG.sync.read(actualBuffer)));
}

/**
 * Compares a screenshot with a baseline: the screenshot is first mapped onto the baseline's palette,
 * so an unchanged render yields exactly the baseline's pixels.
 */
export function compare(actualBuffer, expectedBuffer) {
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

/** Total size of the committed baselines, in bytes, and how many there are. */
export function baselineSize() {
  if (!existsSync(BASELINE_DIR)) return { count: 0, bytes: 0 };
  const files = readdirSync(BASELINE_DIR).filter((file) => file.endsWith('.png'));
  return {
    count: files.length,
    bytes: files.reduce((sum, file) => sum + statSync(join(BASELINE_DIR, file)).size, 0),
  };
}

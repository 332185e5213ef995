// What the visual baselines say about the machine they were made on: a failing comparison tells a
// new browser build or font from a change of the code. Run by `npm test`.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import {
  environmentDifferences,
  environmentPath,
  readRecordedEnvironment,
  recordEnvironment,
} from './lib/render-environment.mjs';

const MADE_WITH = {
  browser: 'Chromium 156.0.8078.108',
  fonts: {
    'Noto Sans': { file: '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf', version: '2.004' },
    'Noto Sans Arabic': {
      file: '/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf',
      version: '2.005',
    },
  },
  packages: { chromium: '156.0.8078.108-1~deb12u1', 'fonts-noto-core': '20201225-1' },
};

describe('the render environment of the visual baselines', () => {
  test('the same browser and fonts: nothing to explain', () => {
    assert.deepEqual(environmentDifferences(MADE_WITH, structuredClone(MADE_WITH)), []);
  });

  test('another browser build is named with both versions', () => {
    const now = { ...structuredClone(MADE_WITH), browser: 'Chromium 157.0.8100.1' };
    assert.deepEqual(environmentDifferences(MADE_WITH, now), [
      'the browser is Chromium 157.0.8100.1; the baselines were made with Chromium 156.0.8078.108',
    ]);
  });

  test('a font of another version, or missing, is named by family', () => {
    const now = structuredClone(MADE_WITH);
    now.fonts['Noto Sans'].version = '2.013';
    now.fonts['Noto Sans Arabic'] = null;
    const differences = environmentDifferences(MADE_WITH, now);
    assert.equal(differences.length, 2);
    assert.match(differences[0], /^Noto Sans is 2\.013 .*; the baselines were made with 2\.004 /);
    assert.match(differences[1], /^Noto Sans Arabic is missing; the baselines were made with 2\.005 /);
  });

  test('baselines without a record say so', () => {
    assert.deepEqual(environmentDifferences(null, MADE_WITH), [
      'the baselines do not record the browser and fonts they were made with',
    ]);
  });

  test('a record written on approval reads back as made', () => {
    const folder = mkdtempSync(join(tmpdir(), 'baselines-'));
    assert.equal(readRecordedEnvironment(folder), null);
    recordEnvironment(folder, MADE_WITH);
    assert.deepEqual(environmentDifferences(readRecordedEnvironment(folder), MADE_WITH), []);
    assert.equal(
      JSON.parse(readFileSync(environmentPath(folder), 'utf8')).packages.chromium,
      MADE_WITH.packages.chromium,
    );
  });
});

describe('the recorded environment of the committed baselines', () => {
  test('names the browser build and both fonts, and the packages .ci/run installs', () => {
    const recorded = readRecordedEnvironment(
      join(import.meta.dirname, '..', '..', 'tests', 'visual', 'baselines'),
    );
    assert.ok(recorded, 'tests/visual/baselines/environment.json is missing: approve the baselines');
    assert.match(recorded.browser, /^Chromium \d+\.\d+\.\d+\.\d+$/);
    for (const family of ['Noto Sans', 'Noto Sans Arabic'])
      assert.ok(recorded.fonts[family]?.version, family);
    assert.ok(recorded.packages.chromium, 'the chromium package version');
    assert.ok(recorded.packages['fonts-noto-core'], 'the fonts-noto-core package version');
  });
});

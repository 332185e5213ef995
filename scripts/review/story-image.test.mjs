// The story run's visual check, its Node side: which stories are compared, which story files a
// story id names, and what a run's pictures come to. Run by `npm test`.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import {
  approvedBefore,
  fingerprintOf,
  readFingerprintFile,
  SHOTS_KEPT,
  withApproved,
  writeFingerprintFile,
} from './lib/fingerprints.mjs';
import { isComparedStory, storyFilesWithIds, summarizeStoryImages } from './lib/story-image.mjs';

function storyFile(source) {
  const file = join(mkdtempSync(join(tmpdir(), 'minbar-story-image-')), 'example.stories.tsx');
  writeFileSync(file, source);
  return file;
}

describe('which stories the story run compares with a baseline', () => {
  const widget = storyFile(
    "const meta = {\n  title: 'UI/Example',\n  args: { title: 'Not the title' },\n};\n",
  );
  const screen = storyFile("const meta = {\n  title: 'Dashboard/Administrators',\n};\n");

  test("a widget's Default story, and none of its others", () => {
    const siblings = ['Loading', 'Default', 'Long Text'];
    const compared = siblings.filter((name) =>
      isComparedStory({ testPath: widget }, { storyId: `ui-example--${name}`, name, siblings }),
    );
    assert.deepEqual(compared, ['Default']);
  });

  test('a widget without a Default, Populated or Empty story: its first', () => {
    const siblings = ['Open', 'Closed'];
    const compared = siblings.filter((name) =>
      isComparedStory({ testPath: widget }, { storyId: `ui-example--${name}`, name, siblings }),
    );
    assert.deepEqual(compared, ['Open']);
  });

  test("every state of a whole screen, read from the file's title and not from an arg named title", () => {
    const siblings = ['Loading', 'Populated', 'Fetch Error'];
    const compared = siblings.filter((name) =>
      isComparedStory(
        { testPath: screen },
        { storyId: `dashboard-administrators--${name.toLowerCase().replace(' ', '-')}`, name, siblings },
      ),
    );
    assert.deepEqual(compared, siblings);
  });

  test("the story's own file is read, not the file the shared page first loaded", () => {
    const siblings = ['Loading', 'Populated'];
    const compared = siblings.filter((name) =>
      isComparedStory(
        { testPath: widget },
        {
          storyId: `dashboard-administrators--${name.toLowerCase()}`,
          name,
          siblings,
          file: screen,
        },
      ),
    );
    assert.deepEqual(compared, siblings);
  });

  test('a story whose id matches no title of its file is not compared', () => {
    assert.equal(
      isComparedStory(
        { testPath: widget },
        { storyId: 'ui-other--default', name: 'Default', siblings: ['Default'] },
      ),
      false,
    );
  });
});

describe('the story files a story id prefix names', () => {
  test("a widget's prefix finds its file, a whole area's finds each screen", () => {
    assert.deepEqual(storyFilesWithIds(['ui-calendargrid--']), [
      'packages/ui/src/calendar-grid/calendar-grid.stories.tsx',
    ]);
    const access = storyFilesWithIds(['dashboard-access-']);
    assert.ok(access.length >= 5, access.join(', '));
    assert.ok(access.every((file) => file.startsWith('apps/dashboard/src/features/auth/')));
  });

  test('one story of a file names that file', () => {
    assert.deepEqual(storyFilesWithIds(['ui-calendargrid--sunday-first-month']), [
      'packages/ui/src/calendar-grid/calendar-grid.stories.tsx',
    ]);
  });
});

describe("what a story run's pictures come to", () => {
  const same = (name) => ({ name, status: 'same', reason: '0 pixels differ' });

  test('a picture that differs or has no baseline fails; the same or approved passes', () => {
    const summary = summarizeStoryImages(
      [
        same('a.en.png'),
        { name: 'b.en.png', status: 'approved', reason: 'written' },
        { name: 'c.en.png', status: 'different', reason: 'c.en.png: 340 pixels differ' },
        { name: 'd.en.png', status: 'missing', reason: 'no baseline image d.en.png' },
      ],
      { whole: false },
    );
    assert.equal(summary.passed, 2);
    assert.deepEqual(summary.failures, [
      'c.en.png: c.en.png: 340 pixels differ',
      'd.en.png: no baseline image d.en.png',
    ]);
    assert.equal(summary.written, 1);
  });

  test('after a whole run, a baseline no story drew fails: its story failed, is gone or is no longer compared', () => {
    const summary = summarizeStoryImages([same('ui-button--default.en.png')], { whole: true });
    assert.equal(summary.passed, 1);
    assert.ok(summary.failures.length > 1000, `${summary.failures.length} baselines not drawn`);
    assert.ok(summary.failures.every((failure) => failure.includes('no story drew this baseline')));
    assert.equal(
      summary.failures.some((failure) => failure.startsWith('ui-button--default.en.png')),
      false,
    );
  });
});

describe("the visual check's fast path: screenshots approved against a baseline, by fingerprint", () => {
  const baseline = Buffer.from('the baseline file');
  const shot = Buffer.from('a screenshot as Chromium encoded it');

  test('a screenshot approved against this baseline is recognised; another is not', () => {
    const entry = withApproved(undefined, shot, baseline);
    assert.equal(approvedBefore(entry, shot, baseline), true);
    assert.equal(approvedBefore(entry, Buffer.from('another screenshot'), baseline), false);
    assert.equal(approvedBefore(undefined, shot, baseline), false);
  });

  test('once the baseline file changes (a merge, a new approval), its old screenshots count for nothing', () => {
    const entry = withApproved(undefined, shot, baseline);
    const changed = Buffer.from('the baseline file, redrawn');
    assert.equal(approvedBefore(entry, shot, changed), false);
    const renewed = withApproved(entry, Buffer.from('the new screenshot'), changed);
    assert.deepEqual(renewed.shots, [fingerprintOf(Buffer.from('the new screenshot'))]);
  });

  test(`a baseline keeps its ${SHOTS_KEPT} newest screenshots, each once`, () => {
    let entry;
    for (const text of ['one', 'two', 'three', 'two', 'four']) {
      entry = withApproved(entry, Buffer.from(text), baseline);
    }
    assert.deepEqual(
      entry.shots,
      ['four', 'two', 'three'].map((text) => fingerprintOf(Buffer.from(text))),
    );
  });

  test('the file lists its baselines in order and drops those that are gone', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'minbar-fingerprints-')), 'fingerprints.json');
    const entry = withApproved(undefined, shot, baseline);
    writeFingerprintFile(
      path,
      { 'b.en.png': entry, 'gone.en.png': entry, 'a.en.png': entry },
      (name) => name !== 'gone.en.png',
    );
    assert.deepEqual(Object.keys(readFingerprintFile(path)), ['a.en.png', 'b.en.png']);
    assert.deepEqual(readFingerprintFile(join(path, '..', 'missing.json')), {});
  });
});

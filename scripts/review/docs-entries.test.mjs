// The built Storybook's index holds stories and docs pages side by side: the contact sheet and the
// visual regression shoot stories only, and the docs test opens docs pages only. Run by `npm test`.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, test } from 'node:test';
import { readDocsEntries } from './lib/docs-pages.mjs';
import { readStories } from './lib/storybook.mjs';

function builtIndex(entries) {
  const dir = mkdtempSync(join(tmpdir(), 'minbar-index-'));
  writeFileSync(join(dir, 'index.json'), JSON.stringify({ v: 5, entries }));
  return dir;
}

const ENTRIES = {
  'ui-button--docs': {
    id: 'ui-button--docs',
    type: 'docs',
    title: 'UI/Button',
    name: 'Docs',
    tags: ['autodocs'],
  },
  'ui-button--default': {
    id: 'ui-button--default',
    type: 'story',
    title: 'UI/Button',
    name: 'Default',
    tags: ['autodocs'],
  },
  'ui-guides-theme--docs': {
    id: 'ui-guides-theme--docs',
    type: 'docs',
    title: 'UI/Guides/Theme',
    name: 'Docs',
    tags: [],
  },
  'self--check': { id: 'self--check', type: 'story', title: 'Self', name: 'Check', tags: ['self-test'] },
};

describe('docs pages and stories in the built index', () => {
  test('the contact sheet and visual regression get the stories, never a docs page', () => {
    assert.deepEqual(
      readStories(builtIndex(ENTRIES)).map((entry) => entry.id),
      ['ui-button--default'],
    );
  });

  test('the docs test gets every docs page, autodocs and MDX, and no story', () => {
    assert.deepEqual(
      readDocsEntries(builtIndex(ENTRIES)).map((entry) => entry.id),
      ['ui-button--docs', 'ui-guides-theme--docs'],
    );
  });
});

// Every widget of the ui package has its docs page: autodocs on, a keyboard map and right-to-left notes.
describe('the ui widgets documented', () => {
  const uiSrc = resolve(import.meta.dirname, '../../packages/ui/src');
  const storyFiles = readdirSync(uiSrc, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.stories.tsx'),
  );

  test("finds the widgets' story files", () => {
    assert.ok(storyFiles.length > 20, `${storyFiles.length} story files`);
  });

  test('each story file turns autodocs on and gives its keyboard map and right-to-left notes', () => {
    const undocumented = storyFiles.filter((file) => {
      const source = readFileSync(join(uiSrc, file), 'utf8');
      return (
        !/tags:\s*\[[^\]]*'autodocs'/.test(source) ||
        !source.includes('keyboard:') ||
        !source.includes('rightToLeft:')
      );
    });
    assert.deepEqual(undocumented, []);
  });
});

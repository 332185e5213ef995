// Knowledge stays in the repository: no source file points at a document a reader of this repository
// cannot open (a numbered section, "the spec", an issue number, a planning file by name). A comment
// states the rule itself or cites a record under docs/decisions, and every record it cites exists;
// every path docs/architecture.md names exists. Run by `npm test`.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { describe, test } from 'node:test';
import { ROOT } from '../lib/processes.mjs';
import {
  checkedFiles,
  DECISION_NUMBERS,
  missingDecisions,
  missingMarkdown,
  outsideReferences,
  repositoryFiles,
  repositoryPathsIn,
  textOf,
} from './lib/repository-references.mjs';

describe('the sources cite only what the repository holds', () => {
  const everyFile = repositoryFiles();
  const files = checkedFiles(everyFile);
  const markdownNames = new Set(
    everyFile.filter((path) => path.endsWith('.md')).map((path) => basename(path)),
  );
  const report = (check) =>
    files.flatMap((path) => {
      const text = textOf(path);
      return text === null
        ? []
        : check(text).map((hit) => `${path}:${hit.line}: ${hit.words}${hit.why ? ` (${hit.why})` : ''}`);
    });

  test('checks the apps, the packages, the scripts, the tests and Storybook, not the decision records', () => {
    for (const folder of ['apps/', 'packages/', 'scripts/', 'tests/', '.storybook/'])
      assert.ok(
        files.some((path) => path.startsWith(folder)),
        `no file under ${folder}`,
      );
    assert.ok(!files.some((path) => path.startsWith('docs/decisions/')));
    assert.ok(markdownNames.has('architecture.md') && markdownNames.has('0008-every-failure-visible.md'));
  });

  test('no file cites a section, a specification, an issue or a planning document outside the repository', () => {
    assert.deepEqual(report(outsideReferences), []);
  });

  test('every decision record cited by number is in docs/decisions', () => {
    assert.deepEqual(report(missingDecisions), []);
  });

  test('every Markdown file named is in the repository', () => {
    assert.deepEqual(
      report((text) => missingMarkdown(text, markdownNames)),
      [],
    );
  });
});

describe('outsideReferences', () => {
  const refused = [
    '/** The red banner of §8. */',
    '// as the spec words it',
    "it('keeps the sizes of the spec', () => {",
    'the spec’s paths',
    '(spec part 2 §9)',
    'has exactly the fourteen routes of the specification',
    'The weekend school (issue 14)',
    'ahead of its server calls (Issue #13)',
    'an admin-only area (part 2)',
    'docs/spec ENDPOINTS.md',
    'each app translates them (HOUSE_STYLE).',
    'see SCREEN_STATES for the states',
    'as DECISIONS records',
    'read part1-access-prayer-fatwa first',
  ];
  for (const line of refused) {
    test(`refuses ${JSON.stringify(line)}`, () => {
      assert.notDeepEqual(outsideReferences(line), []);
    });
  }

  const allowed = [
    "test('tests/e2e/bundle-budget.spec.ts measures the page')",
    "import { SPEC_VERSION } from '@standard-schema/spec';",
    'export const SCREEN_STATES_PATH = resolve(ROOT, "docs", "screen-states.json");',
    '/** Cites docs/decisions/0008-every-failure-visible.md. */',
    'a valibot issue is its code; the issues of the form',
    'a multipart body, one part per file',
    'the specified 3000 ms is the toast rule',
    'testMatch: "**/*.spec.ts"',
  ];
  for (const line of allowed) {
    test(`allows ${JSON.stringify(line)}`, () => {
      assert.deepEqual(outsideReferences(line), []);
    });
  }
});

describe('missingDecisions and missingMarkdown', () => {
  const known = new Set(['0008', '0011', '0024']);
  test('finds a cited record that does not exist, and passes those that do', () => {
    assert.deepEqual(
      missingDecisions('see docs/decisions/0008, decision 0009, decisions 0011 and 0024', known).map(
        (hit) => hit.words,
      ),
      ['decision 0009'],
    );
    assert.deepEqual(missingDecisions('docs/decisions/0031-new.md', known).length, 1);
  });

  test('finds a Markdown file the repository does not hold', () => {
    const names = new Set(['README.md', 'architecture.md']);
    assert.deepEqual(
      missingMarkdown('see docs/architecture.md and README.md, not NOTES.md', names).map((hit) => hit.words),
      ['NOTES.md'],
    );
  });

  test('knows the records in docs/decisions', () => {
    assert.ok(DECISION_NUMBERS.has('0001'));
    assert.ok(DECISION_NUMBERS.size >= 25);
  });
});

describe('docs/architecture.md', () => {
  const text = readFileSync(resolve(ROOT, 'docs', 'architecture.md'), 'utf8');
  const named = repositoryPathsIn(text);

  test('names the files of the gift’s way from the donate button to its row', () => {
    const paths = named.map((path) => path.words);
    for (const path of [
      'apps/public-site/src/features/donations/components/category-screen.tsx',
      'packages/api/src/endpoints/donations.ts',
      'apps/server/src/routes/donations/donation-routes.ts',
      'apps/server/src/db/schema-donations.ts',
      'apps/server/src/services/outbox.ts',
    ])
      assert.ok(paths.includes(path), `${path} is not named`);
  });

  test('every path it names exists', () => {
    assert.deepEqual(
      named
        .filter((path) => !existsSync(resolve(ROOT, path.words)))
        .map((path) => `${path.line}: ${path.words}`),
      [],
    );
  });
});

describe('repositoryPathsIn', () => {
  test('reads the backticked repository paths and leaves out patterns and other code', () => {
    const text =
      'See `apps/server/src/app.ts`, `packages/domain/src/<area>/<module>.ts`, `npm test` and\n`docs/decisions/`.';
    assert.deepEqual(repositoryPathsIn(text), [
      { line: 1, words: 'apps/server/src/app.ts' },
      { line: 2, words: 'docs/decisions/' },
    ]);
  });
});

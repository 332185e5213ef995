// The README and the docs hold together: every relative link points at a file the repository holds
// (and at a heading of it, when it names one); the README still documents every command the
// fresh-clone test runs; and the figures of docs/performance.md stay the commands' own, each between
// the markers its command rewrites (scripts/lib/doc-figures.mjs). Run by `npm test`.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, test } from 'node:test';
import { markdownTable, PERFORMANCE_DOC, replaceSection, sectionOf } from '../lib/doc-figures.mjs';
import { ROOT } from '../lib/processes.mjs';

/** The README and every page under docs/ but the decision records, which are history as written. */
const PAGES = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** Markdown without its fenced code and inline code, where a bracket is not a link. */
function proseOf(markdown) {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdown) {
  const withoutCode = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return new Set([...withoutCode.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => anchorOf(match[1])));
}

/** Each link of a page that is not a web address: its target path (from the root) and anchor. */
function relativeLinks(page, markdown) {
  const links = [];
  for (const match of proseOf(markdown).matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = match[1];
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    const [path, anchor] = target.split('#');
    const file = path === '' ? page : relative(ROOT, resolve(ROOT, dirname(page), decodeURI(path)));
    links.push({ target, file, anchor: anchor ?? null });
  }
  return links;
}

describe('the README and the docs', () => {
  for (const page of PAGES) {
    test(`${page}: every relative link points at a file, and at a heading it has`, () => {
      const problems = [];
      for (const link of relativeLinks(page, readFileSync(join(ROOT, page), 'utf8'))) {
        const path = join(ROOT, link.file);
        if (!existsSync(path)) {
          problems.push(`${link.target}: no ${link.file}`);
          continue;
        }
        if (link.anchor && link.file.endsWith('.md') && statSync(path).isFile()) {
          if (!anchorsOf(readFileSync(path, 'utf8')).has(link.anchor))
            problems.push(`${link.target}: ${link.file} has no heading #${link.anchor}`);
        }
      }
      assert.deepEqual(problems, []);
    });
  }

  test('the README documents every command the fresh-clone test runs, and the two it opens with', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    assert.ok(
      readme.includes('npm install && npm start'),
      'the README does not say npm install && npm start',
    );
    assert.match(readme, /^npm test\b/m, 'the README does not say npm test');
    const freshClone = readFileSync(join(ROOT, 'scripts/checks/fresh-clone.test.mjs'), 'utf8');
    const commands = [...freshClone.matchAll(/runInClone\(\s*'npm',\s*\[\s*'run',\s*'([\w:-]+)'/g)].map(
      (match) => match[1],
    );
    assert.ok(commands.length >= 5, `found only ${commands.join(', ')} in the fresh-clone test`);
    const missing = [...new Set(commands)].filter((name) => !readme.includes(`npm run ${name}`));
    assert.deepEqual(missing, [], 'commands the fresh-clone test runs that the README does not name');
  });

  // The file names and commands the README and the architecture page state as facts.
  const scriptsOf = (workspace) => {
    const dir = workspace ? join('apps', workspace.replace('@minbar/', '')) : '';
    const manifest = existsSync(join(ROOT, dir, 'package.json'))
      ? join(ROOT, dir, 'package.json')
      : join(ROOT, 'packages', workspace?.replace('@minbar/', '') ?? '', 'package.json');
    return JSON.parse(readFileSync(manifest, 'utf8')).scripts ?? {};
  };
  for (const page of ['README.md', 'docs/architecture.md']) {
    test(`${page}: every repository file it names in code exists, and every npm run command is a script`, () => {
      const markdown = readFileSync(join(ROOT, page), 'utf8');
      const problems = [];
      for (const [, code] of markdown.matchAll(/`([^`\n]+)`/g)) {
        // A path of the repository: folders and a file with its extension, no pattern or placeholder.
        const named =
          /^(?:apps|packages|scripts|tests|docs|\.storybook)\/[\w./-]+\.[a-z]+$/.test(code) ||
          /^(?:eslint\.config\.mjs|biome\.json|turbo\.json)$/.test(code);
        if (named && !existsSync(join(ROOT, code))) problems.push(`${code}: no such file`);
        for (const [, script, workspace] of code.matchAll(/npm run ([\w:-]+)(?:[^-]*-w (\S+))?/g)) {
          if (!(script in scriptsOf(workspace))) problems.push(`${code}: no script ${script}`);
        }
      }
      assert.deepEqual(problems, []);
    });
  }

  test('docs/performance.md keeps its figures between the markers of the commands that write them', () => {
    const page = readFileSync(PERFORMANCE_DOC, 'utf8');
    for (const name of ['bench', 'perf']) {
      assert.notEqual(sectionOf(page, name), null, `no ${name} section`);
      // The markers are there once each, in order: the command can rewrite its section.
      replaceSection(page, name, 'figures');
    }
    // Outside the markers, no table: a figure typed by hand would go stale.
    const outside = ['bench', 'perf'].reduce((text, name) => replaceSection(text, name, ''), page);
    assert.doesNotMatch(outside, /^\|/m, 'a table outside the bench and perf markers');
  });
});

describe('the link reader', () => {
  test('finds relative links and images with their anchors, not web addresses or code', () => {
    const page = [
      '[deploy](deploy.md#settings), ![a picture](../tests/x.png) and [here](#limits);',
      '[the web](https://example.org), `[not a link](nowhere.txt)`',
      '```',
      '[in code](nowhere.txt)',
      '```',
    ].join('\n');
    assert.deepEqual(
      relativeLinks('docs/configuration.md', page).map((link) => [link.file, link.anchor]),
      [
        ['docs/deploy.md', 'settings'],
        ['tests/x.png', null],
        ['docs/configuration.md', 'limits'],
      ],
    );
  });

  test("anchors are GitHub's", () => {
    assert.equal(anchorOf('The server under load: `npm run bench`'), 'the-server-under-load-npm-run-bench');
    assert.equal(anchorOf("The operator's commands"), 'the-operators-commands');
    assert.equal(anchorOf('Several instances, one database'), 'several-instances-one-database');
  });
});

describe('doc-figures', () => {
  test('replaceSection rewrites only between the markers', () => {
    const text = 'before\n<!-- bench:start -->\nold\n<!-- bench:end -->\nafter\n';
    assert.equal(
      replaceSection(text, 'bench', 'new'),
      'before\n<!-- bench:start -->\n\nnew\n\n<!-- bench:end -->\nafter\n',
    );
    assert.equal(sectionOf(replaceSection(text, 'bench', 'new'), 'bench'), 'new');
  });

  test('replaceSection refuses a page without its markers, or with two of them', () => {
    assert.throws(() => replaceSection('no markers', 'perf', 'x'), /perf:start/);
    const twice = '<!-- perf:start --><!-- perf:end --><!-- perf:start --><!-- perf:end -->';
    assert.throws(() => replaceSection(twice, 'perf', 'x'), /once each/);
  });

  test('markdownTable lays a table out as Biome formats it', () => {
    const table = markdownTable(
      [{ title: 'page' }, { title: 'gz JS+CSS', right: true }, { title: '× bare', right: true }],
      [
        ['sign-in', '114.0 KiB', '1.71'],
        ['bare Vite + React 19', '66.5 KiB', '–'],
      ],
    );
    assert.equal(
      table,
      [
        '| page                 | gz JS+CSS | × bare |',
        '| -------------------- | --------: | -----: |',
        '| sign-in              | 114.0 KiB |   1.71 |',
        '| bare Vite + React 19 |  66.5 KiB |      – |',
      ].join('\n'),
    );
  });
});

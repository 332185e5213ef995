// @minbar/ui, @minbar/domain and @minbar/api are published to npm; the root and the apps never are.
// For each package: the metadata npm and a provenance-signed publish need, and what
// `npm publish --dry-run` would upload: no tests, stories, sources or the stories' helpers, and a
// file behind every target its `exports` names. Run by `npm test` after the build (the packed lists
// are read from dist/).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { ROOT } from '../lib/processes.mjs';

const PUBLISHED = ['packages/domain', 'packages/api', 'packages/ui'];
/** The exports condition the workspace alone sets (it reads ui's TypeScript source, never shipped). */
const WORKSPACE_CONDITION = 'minbar-source';

const readManifest = (folder) => JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8'));
const rootManifest = readManifest('.');

/** What `npm publish --dry-run` would upload: the file paths of the tarball. */
function packedFiles(folder) {
  const output = execFileSync('npm', ['publish', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: join(ROOT, folder),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const report = JSON.parse(output);
  const entry = report[readManifest(folder).name] ?? report;
  return entry.files.map((file) => file.path);
}

/** Every file path an exports target can give: a plain path, or a `*` pattern matched against the list. */
function targetsOf(value, condition = null) {
  if (typeof value === 'string') return [{ condition, target: value }];
  return Object.entries(value).flatMap(([key, inner]) => targetsOf(inner, key));
}

function matches(pattern, files) {
  if (!pattern.includes('*')) return files.includes(pattern) ? [pattern] : [];
  const [before, after] = pattern.split('*');
  return files.filter((file) => file.startsWith(before) && file.endsWith(after));
}

describe('the root and the apps stay private', () => {
  test('the root', () => assert.equal(rootManifest.private, true));
  for (const app of readdirSync(join(ROOT, 'apps'))) {
    test(`apps/${app}`, () => assert.equal(readManifest(`apps/${app}`).private, true));
  }
});

for (const folder of PUBLISHED) {
  const manifest = readManifest(folder);
  describe(manifest.name, () => {
    const files = packedFiles(folder);

    test('is publishable, public, with provenance and the metadata npm shows', () => {
      assert.equal(manifest.private, undefined);
      assert.match(manifest.version, /^\d+\.\d+\.\d+/);
      assert.ok(manifest.description?.length > 20, 'a description');
      assert.ok(manifest.license, 'a license');
      assert.match(manifest.repository?.url ?? '', /^git\+https:\/\//);
      assert.equal(manifest.repository?.directory, folder);
      assert.ok(manifest.homepage && manifest.bugs?.url, 'homepage and bugs');
      assert.deepEqual(manifest.publishConfig, { access: 'public', provenance: true });
      assert.equal(manifest.engines?.node, rootManifest.engines.node);
      assert.ok(Array.isArray(manifest.files), 'a files whitelist');
      assert.ok('sideEffects' in manifest, 'sideEffects declared');
    });

    test('its versions and changelog come from changesets', () => {
      const changesets = readdirSync(join(ROOT, '.changeset'))
        .filter((file) => file.endsWith('.md') && file !== 'README.md')
        .map((file) => readFileSync(join(ROOT, '.changeset', file), 'utf8'));
      const named = changesets.some((text) => text.includes(`'${manifest.name}'`));
      assert.ok(named || files.includes('CHANGELOG.md'), 'a pending changeset or a CHANGELOG.md');
    });

    test('the tarball holds a README, the licence and the build, and no tests, stories or sources', () => {
      for (const required of ['package.json', 'README.md', 'LICENSE'])
        assert.ok(files.includes(required), required);
      const internal = files.filter(
        (file) =>
          /\.(test|stories)\.|(^|\/)(src|test|tests|testing|stories|scripts)\//.test(file) ||
          /story-locale|story-content|every-ui-message/.test(file) ||
          (/\.tsx?$/.test(file) && !file.endsWith('.d.ts')),
      );
      assert.deepEqual(internal, []);
    });

    test('every exports target is in the tarball, types first', () => {
      for (const [key, value] of Object.entries(manifest.exports)) {
        const targets = targetsOf(value).filter(({ condition }) => condition !== WORKSPACE_CONDITION);
        if (typeof value === 'object') {
          const conditions = Object.keys(value).filter((condition) => condition !== WORKSPACE_CONDITION);
          if (conditions.includes('types')) assert.equal(conditions[0], 'types', `${key}: types first`);
        }
        for (const { target } of targets) {
          assert.ok(matches(target.replace(/^\.\//, ''), files).length > 0, `${key} → ${target}`);
        }
        // A pattern's every module has its declaration beside it.
        if (typeof value === 'object' && value.types?.includes('*') && value.import) {
          const scripts = matches(value.import.replace(/^\.\//, ''), files).filter(
            (file) => !/chunk-/.test(file),
          );
          for (const script of scripts) {
            assert.ok(files.includes(script.replace(/\.js$/, '.d.ts')), `${script} has no declaration`);
          }
        }
      }
    });
  });
}

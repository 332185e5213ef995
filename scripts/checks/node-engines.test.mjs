// The Node versions Minbar supports are declared once, in package.json's `engines`, and said in the
// README; every installed dependency must run on all of them, or `npm install` warns (EBADENGINE) on
// a supported machine and the dependency may fail there. Run by `npm test`.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, test } from 'node:test';
import semver from 'semver';
import { ROOT } from '../lib/processes.mjs';

const rootManifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const declared = rootManifest.engines?.node;

/** Every package installed under a node_modules folder of the workspace, nested ones included. */
function installedPackages() {
  const found = [];
  const visit = (folder) => {
    if (!existsSync(folder)) return;
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || !(entry.isDirectory() || entry.isSymbolicLink())) continue;
      const path = join(folder, entry.name);
      if (entry.name.startsWith('@')) {
        visit(path);
        continue;
      }
      // Workspace links point back into the repository, whose own manifests are not dependencies.
      if (entry.isSymbolicLink()) continue;
      const manifestPath = join(path, 'package.json');
      if (!existsSync(manifestPath)) continue;
      found.push({ path, manifest: JSON.parse(readFileSync(manifestPath, 'utf8')) });
      visit(join(path, 'node_modules'));
    }
  };
  visit(join(ROOT, 'node_modules'));
  for (const group of ['apps', 'packages']) {
    for (const workspace of readdirSync(join(ROOT, group)))
      visit(join(ROOT, group, workspace, 'node_modules'));
  }
  return found;
}

/** Why a dependency's Node range leaves out some of the declared versions, or null when it does not. */
function engineConflict(range, supported) {
  if (range === undefined) return null;
  if (typeof range !== 'string' || semver.validRange(range) === null)
    return `unreadable range ${JSON.stringify(range)}`;
  return semver.subset(supported, range) ? null : `needs Node ${range}`;
}

describe('supported Node versions', () => {
  test('package.json declares them as a valid range that includes the Node running this test', () => {
    assert.equal(typeof declared, 'string');
    assert.notEqual(semver.validRange(declared), null, `engines.node ${declared} is not a range`);
    assert.ok(semver.satisfies(process.version, declared), `${process.version} is outside ${declared}`);
  });

  test('the README says the same versions as package.json', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    assert.ok(
      readme.includes(`\`${declared}\``),
      `README.md does not name the engines range \`${declared}\``,
    );
  });

  test('every installed dependency runs on every supported Node version', () => {
    const packages = installedPackages();
    // A workspace without its dependencies installed would pass vacuously.
    assert.ok(packages.length > 100, `only ${packages.length} installed packages found: run npm install`);
    const conflicts = packages
      .map(({ path, manifest }) => ({ path, why: engineConflict(manifest.engines?.node, declared) }))
      .filter(({ why }) => why !== null)
      .map(({ path, why }) => `${relative(ROOT, path)}: ${why}`);
    assert.deepEqual(conflicts, [], `Minbar supports Node ${declared}`);
  });
});

describe('engineConflict', () => {
  const supported = '^20.19.0 || ^22.12.0 || >=24.0.0';
  for (const [range, expected] of [
    [undefined, null],
    ['>=18', null],
    ['20 || 22 || >=24', null],
    ['^20.19.0 || >=22.12.0', null],
    ['22 || >=24.0.0', 'needs Node 22 || >=24.0.0'],
    ['>=22', 'needs Node >=22'],
    ['^20.0.0 || ^22.0.0', 'needs Node ^20.0.0 || ^22.0.0'],
    ['not a range', 'unreadable range "not a range"'],
    [{ node: '>=20' }, 'unreadable range {"node":">=20"}'],
  ]) {
    test(`${JSON.stringify(range)} -> ${expected}`, () => {
      assert.equal(engineConflict(range, supported), expected);
    });
  }
});

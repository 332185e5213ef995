// What the screenshots depend on besides our code: the browser build and the fonts. The visual
// baselines record it when they are approved (tests/visual/baselines/environment.json), so a
// failing comparison can say whether the code changed or the machine did, and .ci/run can install
// the same browser build the baselines were made with.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Font families the renders depend on: Latin and Polish text, and Arabic. */
export const REQUIRED_FONTS = ['Noto Sans', 'Noto Sans Arabic'];

/** Debian packages that draw the screenshots; .ci/run installs these exact versions when it can. */
const PACKAGES = ['chromium', 'fonts-noto-core'];

function quiet(command, args) {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

/** The file and version of the font the system gives for a family, as fontconfig resolves it. */
function fontOf(family) {
  const [resolved = '', file = '', version = ''] = quiet('fc-match', [
    '-f',
    '%{family[0]}|%{file}|%{fontversion}',
    family,
  ]).split('|');
  if (resolved !== family) return null;
  // fontconfig reports the font's revision as 16.16 fixed point (131334 is 2.004).
  const revision = Number(version);
  return {
    file,
    version: Number.isFinite(revision) && revision > 0 ? (revision / 65536).toFixed(3) : version,
  };
}

/** This machine's render environment; `browserVersion` is what the launched browser reports. */
export function currentRenderEnvironment(browserVersion) {
  const packages = {};
  for (const name of PACKAGES) {
    // dpkg-query's own format placeholder, not a template literal.
    const version = quiet('dpkg-query', ['-W', `-f=\${Version}`, name]);
    if (version) packages[name] = version;
  }
  const fonts = {};
  for (const family of REQUIRED_FONTS) fonts[family] = fontOf(family);
  return { browser: `Chromium ${browserVersion}`, fonts, packages };
}

export function environmentPath(baselineDir) {
  return join(baselineDir, 'environment.json');
}

export function readRecordedEnvironment(baselineDir) {
  const path = environmentPath(baselineDir);
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

export function recordEnvironment(baselineDir, environment) {
  const recorded = {
    about:
      'What the visual baselines in this folder were rendered with. Written by `npm run review -- --approve`; ' +
      '.ci/run installs these package versions when Debian still offers them.',
    ...environment,
  };
  writeFileSync(environmentPath(baselineDir), `${JSON.stringify(recorded, null, 2)}\n`);
}

function describeFont(font) {
  return font ? `${font.version} (${font.file})` : 'missing';
}

/**
 * How this machine differs from the one the baselines were made on, one sentence each; empty when
 * they match. Without a record every difference is unexplained, so that is said too.
 */
export function environmentDifferences(recorded, current) {
  if (!recorded) return ['the baselines do not record the browser and fonts they were made with'];
  const differences = [];
  if (recorded.browser !== current.browser) {
    differences.push(`the browser is ${current.browser}; the baselines were made with ${recorded.browser}`);
  }
  for (const family of REQUIRED_FONTS) {
    const was = recorded.fonts?.[family] ?? null;
    const now = current.fonts?.[family] ?? null;
    if (was?.version !== now?.version || was?.file !== now?.file) {
      differences.push(
        `${family} is ${describeFont(now)}; the baselines were made with ${describeFont(was)}`,
      );
    }
  }
  return differences;
}

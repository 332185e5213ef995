// A fast path for the story run's visual check. Decoding the screenshot and its baseline is most of a
// comparison's cost (about a tenth of a second for a screen, some 1400 times a run), yet Chromium
// encodes the same pixels to the same bytes: a screenshot byte for byte one already approved against
// this very baseline file is the same picture and needs no decoding. Anything else (another
// screenshot, or a baseline changed since its screenshots were recorded, as a merge may do) is
// compared pixel by pixel as before, so the fast path can only ever say "same" where the slow one did.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';

/** How many approved screenshots a baseline keeps: renders that differ only within the tolerance. */
export const SHOTS_KEPT = 3;

export const fingerprintOf = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

/**
 * Whether `actual` is a screenshot approved against exactly these `baseline` bytes, by the baseline's
 * entry `{ baseline, shots }` (undefined when it has none).
 */
export function approvedBefore(entry, actual, baseline) {
  return (
    entry !== undefined &&
    entry.baseline === fingerprintOf(baseline) &&
    entry.shots.includes(fingerprintOf(actual))
  );
}

/**
 * The entry after `actual` was approved against `baseline`: the newest screenshot first; those
 * recorded against an earlier baseline are dropped.
 */
export function withApproved(entry, actual, baseline) {
  const baselinePrint = fingerprintOf(baseline);
  const before = entry?.baseline === baselinePrint ? entry.shots : [];
  const shot = fingerprintOf(actual);
  return {
    baseline: baselinePrint,
    shots: [shot, ...before.filter((each) => each !== shot)].slice(0, SHOTS_KEPT),
  };
}

export function readFingerprintFile(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return {};
  }
}

/** Writes the entries in name order (stable diffs), keeping only those `exists` still says are there. */
export function writeFingerprintFile(path, entries, exists) {
  const kept = Object.keys(entries)
    .filter(exists)
    .sort()
    .map((name) => [name, entries[name]]);
  writeFileSync(path, `${JSON.stringify(Object.fromEntries(kept), null, 1)}\n`);
}

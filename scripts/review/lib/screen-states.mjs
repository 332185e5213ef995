// The screen states every area must show in Storybook (docs/screen-states.json), and which of them
// have stories. Story ids are read from the story files themselves, the way Storybook computes them,
// so the check needs no build.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { loadCsf } from 'storybook/internal/csf-tools';
import { ROOT } from '../../lib/processes.mjs';

export const SCREEN_STATES_PATH = resolve(ROOT, 'docs', 'screen-states.json');

/** The folders .storybook/main.ts takes stories from. */
const STORY_ROOTS = [
  resolve(ROOT, 'packages', 'ui', 'src'),
  ...readdirSync(resolve(ROOT, 'apps')).map((app) => resolve(ROOT, 'apps', app, 'src')),
];

function findStoryFiles(folder) {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : findStoryFiles(path);
    return entry.name.endsWith('.stories.tsx') ? [path] : [];
  });
}

/** Every story id of the repository's story files, as Storybook names them. */
export function readStoryIds() {
  const ids = new Set();
  for (const file of STORY_ROOTS.flatMap(findStoryFiles)) {
    const csf = loadCsf(readFileSync(file, 'utf8'), {
      fileName: relative(ROOT, file),
      makeTitle: (title) => title,
    }).parse();
    for (const story of csf.stories) ids.add(story.id);
  }
  return ids;
}

export function readScreenStates() {
  return JSON.parse(readFileSync(SCREEN_STATES_PATH, 'utf8'));
}

/**
 * Checks the map against the story ids: states of a landed area without a story, stories named in
 * the map that do not exist, ids used twice and states of an area the map does not declare.
 */
export function screenStateCoverage(map, storyIds) {
  const seen = new Set();
  const duplicateIds = [];
  const unknownArea = [];
  const uncovered = [];
  const pending = [];
  const missingStories = [];
  for (const state of map.states) {
    if (seen.has(state.id)) duplicateIds.push(state.id);
    seen.add(state.id);
    const area = map.areas[state.area];
    if (!area) {
      unknownArea.push(state);
      continue;
    }
    for (const story of state.stories) {
      if (!storyIds.has(story)) missingStories.push({ state, story });
    }
    const shown = state.stories.filter((story) => storyIds.has(story));
    if (shown.length > 0) continue;
    if (area.status === 'landed') uncovered.push(state);
    else pending.push(state);
  }
  return { duplicateIds, unknownArea, uncovered, pending, missingStories };
}

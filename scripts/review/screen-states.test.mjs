// Screen-state coverage: each state of docs/screen-states.json in an area that has landed is shown by
// at least one story, and every story the map names exists. Run by `npm test`.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readScreenStates, readStoryIds, screenStateCoverage } from './lib/screen-states.mjs';

const map = readScreenStates();
const storyIds = readStoryIds();
const coverage = screenStateCoverage(map, storyIds);
const describeState = (state) => `${state.id} (${state.screen}: ${state.state})`;

describe('screen states in docs/screen-states.json', () => {
  test('every id is used once and every state belongs to a declared area', () => {
    assert.deepEqual(coverage.duplicateIds, []);
    assert.deepEqual(coverage.unknownArea.map(describeState), []);
  });

  test('every story the map names exists', () => {
    assert.deepEqual(
      coverage.missingStories.map(
        ({ state, story }) => `${state.id} names ${story}, which no story file defines`,
      ),
      [],
    );
  });

  test('every state of a landed area has a story', () => {
    assert.deepEqual(coverage.uncovered.map(describeState), []);
  });

  test('the story ids are read from the story files', () => {
    assert.ok(storyIds.has('ui-button--default'));
    assert.ok(storyIds.has('dashboard-administrators--populated-first-page'));
  });
});

describe('screenStateCoverage', () => {
  const areas = { built: { status: 'landed' }, later: { status: 'pending' } };
  const ids = new Set(['screen--shown']);

  test('a landed state whose story was removed is uncovered, and the story is reported missing', () => {
    const result = screenStateCoverage(
      {
        areas,
        states: [{ id: 'built.a', area: 'built', screen: 'A', state: 'a', stories: ['screen--gone'] }],
      },
      ids,
    );
    assert.deepEqual(
      result.uncovered.map((state) => state.id),
      ['built.a'],
    );
    assert.deepEqual(
      result.missingStories.map(({ story }) => story),
      ['screen--gone'],
    );
  });

  test('a pending area may lack stories; a shown state is covered', () => {
    const result = screenStateCoverage(
      {
        areas,
        states: [
          { id: 'later.a', area: 'later', screen: 'A', state: 'a', stories: [] },
          { id: 'built.b', area: 'built', screen: 'B', state: 'b', stories: ['screen--shown'] },
        ],
      },
      ids,
    );
    assert.deepEqual(
      result.pending.map((state) => state.id),
      ['later.a'],
    );
    assert.deepEqual(result.uncovered, []);
  });

  test('an id used twice and an undeclared area are reported', () => {
    const state = { id: 'x', area: 'elsewhere', screen: 'X', state: 'x', stories: [] };
    const result = screenStateCoverage({ areas, states: [state, state] }, ids);
    assert.deepEqual(result.duplicateIds, ['x']);
    assert.equal(result.unknownArea.length, 2);
  });
});

// What the contact sheet flags as cut text, and what it lists apart as cut by design: the detection
// runs in Chromium on small pages, as it runs on every story. Run by `npm test`.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { layoutProblemsInDocument, partitionLayoutProblems } from './lib/layout-problems.mjs';
import { launchChromium } from './lib/storybook.mjs';

const LONG = 'Abd al-Rahman ibn Muhammad ibn Abdullah al-Warsawi, coordinator of the weekend school';
const CUT = 'inline-size: 8rem; overflow: hidden; white-space: nowrap; text-overflow: ellipsis';

let browser;
let page;

before(async () => {
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 800, height: 600 } });
});
after(async () => {
  await browser?.close();
});

/** The problems found in a page made of `body` alone. */
async function problemsIn(body) {
  await page.setContent(`<!doctype html><html lang="en"><body>${body}</body></html>`);
  return page.evaluate(layoutProblemsInDocument);
}

describe('the contact sheet on cut text', () => {
  test('flags a long name cut with an ellipsis, and text that fits is nothing', async () => {
    const problems = await problemsIn(`<p style="${CUT}">${LONG}</p><p>Short and whole</p>`);
    assert.equal(problems.length, 1);
    assert.equal(problems[0].kind, 'cut with an ellipsis');
    assert.equal(problems[0].element, 'p');
    assert.equal(problems[0].byDesign, undefined);
    assert.deepEqual(partitionLayoutProblems(problems).flags, problems);
  });

  test('lists a cut marked by design apart, with its reason and its tooltip as the place to read it', async () => {
    const problems = await problemsIn(
      `<p style="${CUT}" data-cut-by-design="long-name" title="${LONG}">${LONG}</p>`,
    );
    assert.equal(problems.length, 1);
    assert.deepEqual(problems[0].byDesign, { reason: 'long-name', readAt: 'its tooltip (title)' });
    const { flags, byDesign } = partitionLayoutProblems(problems);
    assert.deepEqual(flags, []);
    assert.equal(byDesign.length, 1);
  });

  test('honours a mark on an ancestor, and a place named in words instead of a tooltip', async () => {
    const problems = await problemsIn(
      `<li data-cut-by-design="preview" data-full-text-in="the request's page"><span style="${CUT}; display: block">${LONG}</span></li>`,
    );
    assert.equal(problems.length, 1);
    assert.deepEqual(problems[0].byDesign, { reason: 'preview', readAt: "the request's page" });
  });

  test('still flags a cut marked by design when its whole text is nowhere to read', async () => {
    const problems = await problemsIn(
      `<p style="${CUT}" data-cut-by-design="long-name">${LONG}</p>` +
        `<p style="${CUT}" data-cut-by-design="long-name" title="Abd al-Rahman">${LONG}</p>`,
    );
    assert.equal(problems.length, 2);
    for (const problem of problems) {
      assert.equal(problem.byDesign, undefined);
      assert.match(problem.kind, /marked by design \(long-name\) but its whole text is nowhere to read/);
    }
    assert.equal(partitionLayoutProblems(problems).flags.length, 2);
  });

  test('does not take a tooltip outside the marked element as the whole text', async () => {
    const problems = await problemsIn(
      `<div title="${LONG}"><p style="${CUT}" data-cut-by-design="long-name">${LONG}</p></div>`,
    );
    assert.equal(problems.length, 1);
    assert.equal(problems[0].byDesign, undefined);
  });
});

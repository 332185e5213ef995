// `npm run review`: the contact sheet. Builds the Storybook, renders every story in Chromium in en, ar
// and pl (screens, their views and dialogs also at a phone width of 390px), and writes review/index.html:
// each story's three languages side by side, grouped by area and screen, each linking to the story in
// the built Storybook. At the top: stories whose render throws, text that overflows or is clipped,
// anything wider than its viewport, the text cut by design (with its reason and where its whole text
// can be read; see lib/layout-problems.mjs), and the screen states still without a story.
//
//   npm run review [-- --approve] [-- --no-build] [-- --only=<story id prefix>,…]
//
// --approve then runs the story run with the pictures approved (scripts/review/visual.mjs --approve):
// the compared stories' renders become the new baselines in tests/visual/baselines (commit them).
// --no-build reuses storybook-static/. --only puts the stories
// whose ids start with one of the prefixes on the sheet (and, with --approve, approves only theirs,
// leaving every other baseline as it is); with MINBAR_STORYBOOK_STORIES=<story files> the Storybook
// is built from those files alone, so a one-story sheet takes seconds rather than minutes.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { ROOT, runCommand } from '../lib/processes.mjs';
import { partitionLayoutProblems } from './lib/layout-problems.mjs';
import { readScreenStates, readStoryIds, screenStateCoverage } from './lib/screen-states.mjs';
import { isPhoneStory, storyArea, storyComponent } from './lib/story-sets.mjs';
import {
  buildStorybook,
  DESKTOP,
  findLayoutProblems,
  LOCALES,
  launchChromium,
  PHONE,
  readStories,
  renderJobs,
  requirePinnedFonts,
  STORYBOOK_DIR,
  serveFolder,
} from './lib/storybook.mjs';
import { BASELINE_DIR, baselineSize } from './lib/visual.mjs';

const args = process.argv.slice(2);
const approve = args.includes('--approve');
const only = args
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .filter(Boolean);
const OUT_DIR = resolve(ROOT, 'review');
const SHOTS_DIR = join(OUT_DIR, 'shots');
/** Very long pages are cut here on the sheet: what matters is how a screen starts. */
const MAX_SHOT_HEIGHT = 2400;

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

try {
  requirePinnedFonts();
} catch (error) {
  if (approve) {
    console.error(error.message);
    process.exit(1);
  }
  console.warn(`warning: ${error.message}`);
}

if (!args.includes('--no-build')) {
  console.log('review: building the Storybook');
  await buildStorybook();
}

const stories = only
  ? readStories().filter((story) => only.some((prefix) => story.id.startsWith(prefix)))
  : readStories();
if (stories.length === 0) {
  console.error(`review: no story's id starts with ${only?.join(' or ')}`);
  process.exit(1);
}
const jobs = [
  ...LOCALES.flatMap((locale) =>
    stories.map((story) => ({ story, locale, viewport: DESKTOP, size: 'desktop' })),
  ),
  ...LOCALES.flatMap((locale) =>
    stories.filter(isPhoneStory).map((story) => ({ story, locale, viewport: PHONE, size: 'phone' })),
  ),
];

rmSync(OUT_DIR, { recursive: true, force: true });
mkdirSync(SHOTS_DIR, { recursive: true });

/** story id -> size -> locale -> { file, error, problems } */
const shots = new Map();
const server = await serveFolder();
const browser = await launchChromium();
try {
  console.log(`review: rendering ${stories.length} stories, ${jobs.length} screenshots`);
  let done = 0;
  await renderJobs({
    browser,
    baseUrl: server.url,
    jobs,
    visit: async (page, job, render) => {
      const { flags: problems, byDesign } = partitionLayoutProblems(
        render.error ? [] : await findLayoutProblems(page),
      );
      const file = `${job.story.id}.${job.locale}.${job.size}.webp`;
      const size = await page.evaluate(() => ({
        width: document.documentElement.clientWidth,
        height: document.documentElement.scrollHeight,
      }));
      const cdp = await page.context().newCDPSession(page);
      const { data } = await cdp.send('Page.captureScreenshot', {
        format: 'webp',
        quality: 80,
        captureBeyondViewport: true,
        clip: { x: 0, y: 0, width: size.width, height: Math.min(size.height, MAX_SHOT_HEIGHT), scale: 1 },
      });
      await cdp.detach();
      writeFileSync(join(SHOTS_DIR, file), Buffer.from(data, 'base64'));
      if (!shots.has(job.story.id)) shots.set(job.story.id, { desktop: {}, phone: {} });
      shots.get(job.story.id)[job.size][job.locale] = { file, error: render.error, problems, byDesign };
      done += 1;
      if (done % 100 === 0) console.log(`review: ${done} of ${jobs.length} (${seconds()} s)`);
    },
  });
} finally {
  await browser.close();
  await server.close();
}
let approval = 0;
if (approve) {
  // The baselines are the story run's own renders (each story's picture is taken where its play
  // function and checks ran), so approving runs the stories, not the sheet's renders.
  console.log('review: approving the visual regression baselines (the story run, pictures approved)');
  approval = await runCommand(
    'node',
    ['scripts/review/visual.mjs', '--approve', ...(only ? [`--only=${only.join(',')}`] : [])],
    { cwd: ROOT },
  );
}

const coverage = screenStateCoverage(readScreenStates(), readStoryIds());
const storybookLink = (storyId, locale) =>
  `${relative(OUT_DIR, STORYBOOK_DIR)}/index.html?path=/story/${storyId}&globals=locale:${locale}`;

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char],
  );

const errors = [];
const layout = [];
const cutByDesign = [];
for (const story of stories) {
  for (const size of ['desktop', 'phone']) {
    for (const locale of LOCALES) {
      const shot = shots.get(story.id)?.[size][locale];
      if (!shot) continue;
      if (shot.error) errors.push({ story, size, locale, error: shot.error });
      for (const problem of shot.problems) layout.push({ story, size, locale, problem });
      for (const problem of shot.byDesign) cutByDesign.push({ story, size, locale, problem });
    }
  }
}

const storyLabel = (story) => `${escapeHtml(story.title.replaceAll('/', ' / '))} › ${escapeHtml(story.name)}`;
const anchor = (story) => `#${escapeHtml(story.id)}`;

function problemRows() {
  return layout
    .map(
      ({ story, size, locale, problem }) =>
        `<tr><td><a href="${anchor(story)}">${storyLabel(story)}</a></td><td>${locale}</td><td>${size}</td>` +
        `<td>${escapeHtml(problem.kind)}</td><td><code>${escapeHtml(problem.element)}</code></td>` +
        `<td>${escapeHtml(problem.text)}${problem.detail ? ` <small>(${escapeHtml(problem.detail)})</small>` : ''}</td></tr>`,
    )
    .join('\n');
}

function cutByDesignRows() {
  return cutByDesign
    .map(
      ({ story, size, locale, problem }) =>
        `<tr><td><a href="${anchor(story)}">${storyLabel(story)}</a></td><td>${locale}</td><td>${size}</td>` +
        `<td>${escapeHtml(problem.byDesign.reason)}</td><td>${escapeHtml(problem.byDesign.readAt)}</td>` +
        `<td><code>${escapeHtml(problem.element)}</code></td><td>${escapeHtml(problem.text)}</td></tr>`,
    )
    .join('\n');
}

function figure(story, size, locale) {
  const shot = shots.get(story.id)?.[size][locale];
  if (!shot) return '';
  const flags = [
    shot.error ? '<span class="flag error">throws</span>' : '',
    shot.problems.length > 0 ? `<span class="flag warn">${shot.problems.length} layout</span>` : '',
  ].join('');
  return `<figure class="${size}"><a href="${escapeHtml(storybookLink(story.id, locale))}"><img loading="lazy" src="shots/${escapeHtml(shot.file)}" alt="${escapeHtml(`${story.title} ${story.name} ${locale} ${size}`)}"></a><figcaption>${locale}${flags}</figcaption></figure>`;
}

const areas = new Map();
for (const story of stories) {
  const area = storyArea(story);
  if (!areas.has(area)) areas.set(area, new Map());
  const components = areas.get(area);
  const component = storyComponent(story);
  if (!components.has(component)) components.set(component, []);
  components.get(component).push(story);
}

const sections = [...areas]
  .map(
    ([area, components]) =>
      `<section><h2 id="${escapeHtml(area)}">${escapeHtml(area)}</h2>${[...components]
        .map(
          ([component, group]) =>
            `<h3>${escapeHtml(component)}</h3>${group
              .map(
                (story) =>
                  `<article id="${escapeHtml(story.id)}"><h4>${escapeHtml(story.name)} <small>${LOCALES.map((locale) => `<a href="${escapeHtml(storybookLink(story.id, locale))}">${locale}</a>`).join(' ')}</small></h4>` +
                  `<div class="row">${LOCALES.map((locale) => figure(story, 'desktop', locale)).join('')}</div>` +
                  (shots.get(story.id) && Object.keys(shots.get(story.id).phone).length > 0
                    ? `<div class="row">${LOCALES.map((locale) => figure(story, 'phone', locale)).join('')}</div>`
                    : '') +
                  '</article>',
              )
              .join('\n')}`,
        )
        .join('\n')}</section>`,
  )
  .join('\n');

const stateList = (states) =>
  states
    .map(
      (state) =>
        `<li><code>${escapeHtml(state.id)}</code> ${escapeHtml(state.screen)}: ${escapeHtml(state.state)}</li>`,
    )
    .join('');

const screenshotCount = [...shots.values()].reduce(
  (sum, entry) => sum + Object.keys(entry.desktop).length + Object.keys(entry.phone).length,
  0,
);

const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Minbar contact sheet</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 0; padding: 1rem 2rem; color: #1f2937; }
h2 { border-block-end: 2px solid #d1d5db; margin-block-start: 3rem; }
h3 { margin-block: 2rem 0.5rem; }
h4 { margin-block: 1rem 0.25rem; font-weight: 600; }
h4 small a { margin-inline-start: 0.4rem; }
.row { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 0.75rem; align-items: start; }
figure { margin: 0; border: 1px solid #e5e7eb; background: #fff; }
figure.phone { max-inline-size: 260px; }
figure img { display: block; inline-size: 100%; block-size: auto; }
figcaption { padding: 0.2rem 0.4rem; font-size: 12px; color: #4b5563; border-block-start: 1px solid #e5e7eb; }
.flag { margin-inline-start: 0.5rem; padding: 0 0.35rem; border-radius: 0.25rem; font-weight: 600; }
.flag.error { background: #fee2e2; color: #991b1b; } .flag.warn { background: #fef3c7; color: #92400e; }
table { border-collapse: collapse; inline-size: 100%; } td, th { border: 1px solid #e5e7eb; padding: 0.2rem 0.4rem; text-align: start; vertical-align: top; }
details { margin-block: 0.5rem; } summary { cursor: pointer; font-weight: 600; }
nav a { margin-inline-end: 1rem; }
</style></head>
<body>
<h1>Minbar contact sheet</h1>
<p>${stories.length} stories, ${screenshotCount} screenshots (en, ar, pl at ${DESKTOP.width}px; screens, views and dialogs also at ${PHONE.width}px), rendered from the built Storybook (<code>${escapeHtml(relative(ROOT, STORYBOOK_DIR))}/</code>) with a fixed clock. Each picture links to its story in that language.</p>
<nav>${[...areas.keys()].map((area) => `<a href="#${escapeHtml(area)}">${escapeHtml(area)}</a>`).join('')}</nav>
<h2>Stories whose render throws (${errors.length})</h2>
${errors.length === 0 ? '<p>None.</p>' : `<ul>${errors.map(({ story, size, locale, error }) => `<li><a href="${anchor(story)}">${storyLabel(story)}</a> (${locale}, ${size}): <code>${escapeHtml(error.split('\n')[0])}</code></li>`).join('')}</ul>`}
<h2>Text that overflows or is clipped, and pages wider than their viewport (${layout.length})</h2>
${layout.length === 0 ? '<p>None.</p>' : `<table><thead><tr><th>story</th><th>language</th><th>size</th><th>problem</th><th>element</th><th>text</th></tr></thead><tbody>${problemRows()}</tbody></table>`}
<details><summary>Text cut by design (${cutByDesign.length}): each with its reason and where its whole text can be read</summary>
${cutByDesign.length === 0 ? '<p>None.</p>' : `<table><thead><tr><th>story</th><th>language</th><th>size</th><th>reason</th><th>whole text in</th><th>element</th><th>text</th></tr></thead><tbody>${cutByDesignRows()}</tbody></table>`}
</details>
<h2>Screen states without a story</h2>
<p>In areas that have landed (${coverage.uncovered.length}):</p>${coverage.uncovered.length === 0 ? '<p>None.</p>' : `<ul>${stateList(coverage.uncovered)}</ul>`}
${coverage.missingStories.length > 0 ? `<p>Stories named in docs/screen-states.json that do not exist:</p><ul>${coverage.missingStories.map(({ state, story }) => `<li><code>${escapeHtml(state.id)}</code>: ${escapeHtml(story)}</li>`).join('')}</ul>` : ''}
<details><summary>In areas not built yet (${coverage.pending.length})</summary><ul>${stateList(coverage.pending)}</ul></details>
${sections}
</body></html>
`;
writeFileSync(join(OUT_DIR, 'index.html'), html);

console.log(
  `\nreview: ${stories.length} stories, ${screenshotCount} screenshots in ${relative(ROOT, OUT_DIR)}/index.html`,
);
console.log(
  `review: ${errors.length} renders threw, ${layout.length} layout problems (overflow, clipping, too wide), ${cutByDesign.length} texts cut by design`,
);
console.log(
  `review: screen states without a story: ${coverage.uncovered.length} in landed areas, ${coverage.pending.length} pending`,
);
if (approve) {
  const { count, bytes } = baselineSize();
  console.log(
    `review: baselines ${approval === 0 ? 'approved' : 'approved with failures (see above)'}: ` +
      `${count} in ${relative(ROOT, BASELINE_DIR)}/ (${(bytes / 1024 / 1024).toFixed(2)} MiB)`,
  );
}
console.log(`review: done in ${seconds()} s`);
if (approval !== 0) process.exitCode = 1;

// The contact sheet's check for cut text on a few stories, without rendering them all: each story
// whose id starts with one of the given prefixes, in en, ar and pl, at the desktop and phone widths.
//
//   node scripts/review/cut-text.mjs [--url=http://127.0.0.1:6006] <story id prefix>...
//
// Reads a running Storybook (`npx storybook dev`) when --url is given, else the built one.

import { partitionLayoutProblems } from './lib/layout-problems.mjs';
import { isPhoneStory } from './lib/story-sets.mjs';
import {
  DESKTOP,
  findLayoutProblems,
  LOCALES,
  launchChromium,
  PHONE,
  readStories,
  renderJobs,
  serveFolder,
} from './lib/storybook.mjs';

const args = process.argv.slice(2);
const url = args.find((arg) => arg.startsWith('--url='))?.slice('--url='.length);
const prefixes = args.filter((arg) => !arg.startsWith('--'));
if (prefixes.length === 0) {
  console.error('usage: node scripts/review/cut-text.mjs [--url=<running Storybook>] <story id prefix>...');
  process.exit(2);
}

async function storiesOf(baseUrl) {
  if (!url) return readStories();
  const index = await (await fetch(`${baseUrl}/index.json`)).json();
  return Object.values(index.entries).filter(
    (entry) => entry.type === 'story' && !entry.tags?.includes('self-test'),
  );
}

const server = url ? { url, close: async () => {} } : await serveFolder();
const browser = await launchChromium();
let flagged = 0;
try {
  const stories = (await storiesOf(server.url)).filter((story) =>
    prefixes.some((prefix) => story.id.startsWith(prefix)),
  );
  const jobs = LOCALES.flatMap((locale) => [
    ...stories.map((story) => ({ story, locale, viewport: DESKTOP, size: 'desktop' })),
    ...stories.filter(isPhoneStory).map((story) => ({ story, locale, viewport: PHONE, size: 'phone' })),
  ]);
  console.log(`cut-text: ${stories.length} stories, ${jobs.length} renders`);
  await renderJobs({
    browser,
    baseUrl: server.url,
    jobs,
    visit: async (page, job, render) => {
      const where = `${job.story.id} (${job.locale}, ${job.size})`;
      if (render.error) {
        console.log(`${where}: throws: ${render.error.split('\n')[0]}`);
        return;
      }
      const { flags, byDesign } = partitionLayoutProblems(await findLayoutProblems(page));
      flagged += flags.length;
      for (const flag of flags)
        console.log(
          `${where}: ${flag.kind}: ${flag.element} "${flag.text}"${flag.detail ? ` (${flag.detail})` : ''}`,
        );
      for (const cut of byDesign)
        console.log(
          `${where}: cut by design (${cut.byDesign.reason}; whole text in ${cut.byDesign.readAt}): ${cut.element} "${cut.text}"`,
        );
    },
  });
} finally {
  await browser.close();
  await server.close();
}
console.log(`cut-text: ${flagged} flags`);
process.exitCode = flagged > 0 ? 1 : 0;

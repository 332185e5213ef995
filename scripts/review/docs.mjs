// The Storybook's docs pages, run by `npm test`: every widget's autodocs page and every guide written
// in MDX, in en, ar and pl, each must render its content and pass axe-core with no violation.
//
//   node scripts/review/docs.mjs [--no-build] [--only=<docs id prefix>,…] [--report=<file.json>]
//
// It builds the Storybook into storybook-static/ first; `--no-build` reuses that build (npm test has
// just made it).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { checkDocsPage, readDocsEntries } from './lib/docs-pages.mjs';
import {
  buildStorybook,
  LOCALES,
  launchChromium,
  openStablePage,
  STORYBOOK_DIR,
  serveFolder,
} from './lib/storybook.mjs';

const args = process.argv.slice(2);
const reportPath = args.find((arg) => arg.startsWith('--report='))?.slice('--report='.length);
const only = args
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .filter(Boolean);

const started = Date.now();
if (!args.includes('--no-build') || !existsSync(join(STORYBOOK_DIR, 'index.json'))) await buildStorybook();

const entries = readDocsEntries().filter(
  (entry) => !only || only.some((prefix) => entry.id.startsWith(prefix)),
);
const jobs = LOCALES.flatMap((locale) => entries.map((entry) => ({ entry, locale })));
const failures = [];
const server = await serveFolder();
const browser = await launchChromium();
try {
  // Two pages at a time: a docs page renders all of a widget's stories at once.
  const queue = [...jobs];
  await Promise.all(
    [0, 1].map(async () => {
      const page = await openStablePage(browser, { width: 1280, height: 800 });
      for (let job = queue.shift(); job; job = queue.shift()) {
        const { problems } = await checkDocsPage(page, server.url, job.entry, job.locale);
        if (problems.length > 0) failures.push({ ...job, problems });
      }
      await page.context().close();
    }),
  );
} finally {
  await browser.close();
  await server.close();
}

for (const { entry, locale, problems } of failures) {
  console.log(`✗ ${entry.title} › ${entry.name} (${locale})`);
  for (const problem of problems) console.log(`    ${problem}`);
}
const autodocs = entries.filter((entry) => entry.tags?.includes('autodocs')).length;
const passed = jobs.length - failures.length;
console.log(
  `\ndocs pages: ${passed} of ${jobs.length} render with no accessibility violation ` +
    `(${entries.length} pages: ${autodocs} autodocs, ${entries.length - autodocs} written in MDX; ` +
    `${LOCALES.join(', ')}; ${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
if (reportPath) {
  mkdirSync(dirname(reportPath), { recursive: true });
  writeFileSync(
    reportPath,
    JSON.stringify({ passed, failed: failures.length, pages: entries.length, autodocs }),
  );
}
process.exit(failures.length > 0 || jobs.length === 0 ? 1 : 0);

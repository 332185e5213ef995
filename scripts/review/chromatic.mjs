// `npm run chromatic`: publishes the Storybook to Chromatic, which snapshots every story in en, ar and
// pl (the modes in .storybook/preview.tsx). The project token comes from CHROMATIC_PROJECT_TOKEN;
// without it this says how to connect and exits cleanly, so the command is safe on any machine.
//
//   CHROMATIC_PROJECT_TOKEN=chpt_… npm run chromatic [-- <more chromatic options>]
//   npm run chromatic -- --dry-run
//
// --dry-run builds the Storybook (the shared packages first) and checks it holds what Chromatic
// uploads, then stops short of publishing: with a token the chromatic CLI runs with its own
// --dry-run; without one, nothing is sent anywhere (the CLI refuses to start without a token).
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT, runCommand } from '../lib/processes.mjs';
import { buildStorybook, readStories, STORYBOOK_DIR } from './lib/storybook.mjs';

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
// biome-ignore lint/suspicious/noUndeclaredEnvVars: read by this script and the chromatic CLI, never by a turbo task.
const token = process.env.CHROMATIC_PROJECT_TOKEN;
const connectSteps = [
  'To connect this repository: sign in at chromatic.com with the Git host, add the repository as a',
  'project, copy its project token, then run',
  '  CHROMATIC_PROJECT_TOKEN=<token> npm run chromatic',
  'locally, or store the token as a CI secret with that name and run the same command in CI.',
].join('\n');

if (!token && !dryRun) {
  console.log(`chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing was published.\n${connectSteps}`);
  process.exit(0);
}

await buildStorybook();
// The files the chromatic CLI refuses to upload a build without, and the stories it snapshots.
const missing = ['index.html', 'iframe.html', 'index.json'].filter(
  (file) => !existsSync(join(STORYBOOK_DIR, file)),
);
if (missing.length > 0) {
  console.error(
    `chromatic: the Storybook build lacks ${missing.join(', ')}, so Chromatic could not take it.`,
  );
  process.exit(1);
}
const storyCount = readStories().length;
if (storyCount === 0) {
  console.error(
    'chromatic: the Storybook build holds no story, so Chromatic would have nothing to snapshot.',
  );
  process.exit(1);
}

if (!token) {
  console.log(
    `chromatic: dry run: ${relative(ROOT, STORYBOOK_DIR)}/ holds ${storyCount} stories, ready to upload; ` +
      `nothing was published (CHROMATIC_PROJECT_TOKEN is not set).\n${connectSteps}`,
  );
  process.exit(0);
}

const code = await runCommand(
  'npx',
  [
    'chromatic',
    '--storybook-build-dir',
    STORYBOOK_DIR,
    '--exit-zero-on-changes',
    '--skip-update-check',
    ...args,
  ],
  { cwd: ROOT },
);
process.exit(code);

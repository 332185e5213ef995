// `npm run chromatic`: publishes the Storybook to Chromatic, which snapshots every story in en, ar and
// pl (the modes in .storybook/preview.tsx). The project token comes from CHROMATIC_PROJECT_TOKEN;
// without it this says how to connect and exits cleanly, so the command is safe on any machine.
//
//   CHROMATIC_PROJECT_TOKEN=chpt_… npm run chromatic [-- <more chromatic options>]
import { ROOT, runCommand } from '../lib/processes.mjs';
import { buildStorybook, STORYBOOK_DIR } from './lib/storybook.mjs';

// biome-ignore lint/suspicious/noUndeclaredEnvVars: read by this script and the chromatic CLI, never by a turbo task.
if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    [
      'chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing was published.',
      'To connect this repository: sign in at chromatic.com with the Git host, add the repository as a',
      'project, copy its project token, then run',
      '  CHROMATIC_PROJECT_TOKEN=<token> npm run chromatic',
      'locally, or store the token as a CI secret with that name and run the same command in CI.',
    ].join('\n'),
  );
  process.exit(0);
}

await buildStorybook();
const code = await runCommand(
  'npx',
  [
    'chromatic',
    '--storybook-build-dir',
    STORYBOOK_DIR,
    '--exit-zero-on-changes',
    '--skip-update-check',
    ...process.argv.slice(2),
  ],
  { cwd: ROOT },
);
process.exit(code);

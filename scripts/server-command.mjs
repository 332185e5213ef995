// `npm run renewals | backup | restore | create-admin | mail-test`: builds the server, then runs one of its
// operator's commands (apps/server/src/commands/) against the installation the environment names, the
// same data folder `npm start` uses unless MINBAR_DATA_DIR or DATABASE_URL says otherwise.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { ROOT, runOrExit } from './lib/processes.mjs';

const [name, ...args] = process.argv.slice(2);

await runOrExit('npx', ['turbo', 'run', 'build', '--filter=@minbar/server', '--output-logs=errors-only']);

const child = spawn(process.execPath, [resolve(ROOT, 'apps/server/dist/command.js'), name, ...args], {
  // A file named on the command line is where the person typed it (npm runs this script at the root).
  cwd: process.env.INIT_CWD ?? ROOT,
  // The demo's data folder unless one is named; a settings file (MINBAR_ENV_FILE) names its own, which
  // a variable set here would override.
  env:
    process.env.MINBAR_ENV_FILE && !process.env.MINBAR_DATA_DIR
      ? process.env
      : { ...process.env, MINBAR_DATA_DIR: resolve(ROOT, process.env.MINBAR_DATA_DIR ?? 'data') },
  stdio: 'inherit',
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

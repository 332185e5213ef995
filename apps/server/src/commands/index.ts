import { parseEnv } from '../env';
import { environmentWithFile } from '../env-file';
import { backup, restore } from './backup';
import type { Command } from './command';
import { createAdmin } from './create-admin';
import { mailTest } from './mail-test';
import { renewals } from './renewals';

/**
 * The operator's commands, one bundle beside the server's (`node dist/command.js <name> [args]`);
 * `npm run <name>` at the repository's root builds the server and runs them (scripts/server-command.mjs).
 */
const COMMANDS: Record<string, Command> = {
  renewals,
  'create-admin': createAdmin,
  backup,
  restore,
  'mail-test': mailTest,
};

const [name = '', ...args] = process.argv.slice(2);
const command = COMMANDS[name];
if (!command) {
  console.error(`Unknown command "${name}". Commands: ${Object.keys(COMMANDS).join(', ')}.`);
  process.exit(2);
}
try {
  process.exitCode = await command(args, parseEnv(environmentWithFile(process.env)), {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}

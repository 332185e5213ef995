import type { Env } from '../env';

/** Where a command writes: what it did to `out`, why it stopped to `err`. */
export interface CommandIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

/**
 * An operator's command (`npm run <name>`): its arguments and the installation's settings in, an exit
 * code out. 0 is done; 1 is a failure worth an alert; 2 is a command that cannot run as asked here.
 */
export type Command = (args: readonly string[], env: Env, io: CommandIo) => Promise<number>;

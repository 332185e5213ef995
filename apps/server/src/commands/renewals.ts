import type { AppDeps } from '../deps';
import { type Env, paymentSettingsOf } from '../env';
import { openRuntime } from '../runtime';
import { chargeDueMonths } from '../services/donation-settlement';
import type { Command } from './command';

/**
 * `npm run renewals`: charges every monthly gift whose month is due, then exits, for a timer (cron,
 * systemd) on installations that would rather not leave it to the servers (docs/decisions/0044). It
 * is as safe as the servers' own five-minute run beside it: a run claims the gifts it charges, and
 * each month's try is one payment under its own key, so a month is charged once whoever runs it.
 */
export const renewals: Command = async (_args, env, io) => {
  const refusal = whyRenewalsCannotRun(env);
  if (refusal) {
    io.err(refusal);
    return 2;
  }
  const runtime = await openRuntime(env, io.out);
  try {
    const tried = await chargeAllDueMonths(runtime.deps);
    io.out(`renewals: ${tried} ${tried === 1 ? 'month' : 'months'} charged or asked about`);
    await runtime.deps.outbox.drain();
    return 0;
  } finally {
    await runtime.close();
  }
};

/**
 * Why this installation cannot run the renewals from a second process, or null when it can. The
 * embedded database is opened by the server's process alone, and the test provider keeps the cards
 * it saved in the server's memory: with either, the server's own run is the only one.
 */
export function whyRenewalsCannotRun(env: Env): string | null {
  if (!env.DATABASE_URL)
    return [
      'renewals: this installation uses the embedded database (PGlite), which only the server process opens.',
      'The server charges due months itself every five minutes; this command is for PostgreSQL (DATABASE_URL).',
    ].join('\n');
  if (paymentSettingsOf(env).provider === 'test')
    return [
      'renewals: payments use the built-in test provider, whose saved cards live in the running server.',
      'The server charges due months itself; in the demo, POST /api/payments/test/monthly-gifts/{id}/renew',
      'charges one now. Set the STRIPE_* keys to charge from this command.',
    ].join('\n');
  return null;
}

/** Runs the renewals batch after batch until a run finds nothing more to claim. */
export async function chargeAllDueMonths(deps: AppDeps, batch = 20): Promise<number> {
  let total = 0;
  for (;;) {
    const { tried, claimed } = await chargeDueMonths(deps, batch);
    total += tried;
    // A claimed gift stays claimed for minutes, so each batch takes new ones and the loop ends.
    if (claimed < batch) return total;
  }
}

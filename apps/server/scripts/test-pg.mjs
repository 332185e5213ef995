// Runs the whole server suite against a throwaway PostgreSQL 15 cluster (docs/decisions/0002: same tests on
// both databases).
import { spawnSync } from 'node:child_process';
import { startThrowawayPostgres } from './throwaway-postgres.mjs';

const postgres = await startThrowawayPostgres();
let exitCode = 1;
try {
  console.log(`PostgreSQL 15 on ${postgres.url}`);
  const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, TZ: 'UTC', TEST_DATABASE_URL: postgres.url },
  });
  exitCode = result.status ?? 1;
} finally {
  postgres.stop();
}
process.exit(exitCode);

// npm installs drizzle-orm under apps/server/node_modules but hoists drizzle-kit to the root, where
// drizzle-kit's `import('drizzle-orm/version')` cannot see it. For the run, link it next to drizzle-kit.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, symlinkSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const local = fileURLToPath(new URL('../node_modules/drizzle-orm', import.meta.url));
const hoisted = fileURLToPath(new URL('../../../node_modules/drizzle-orm', import.meta.url));
const linked = existsSync(local) && !existsSync(hoisted);
if (linked) symlinkSync(local, hoisted, 'dir');
try {
  const result = spawnSync('npx', ['drizzle-kit', 'generate', ...process.argv.slice(2)], {
    stdio: 'inherit',
    cwd: serverRoot,
  });
  process.exitCode = result.status ?? 1;
} finally {
  if (linked) rmSync(hoisted);
}

// The import boundaries live in eslint.config.mjs, where the editor shows them. This proves the
// configuration refuses one import of each kind it guards and lets the allowed ones through, so a
// rule dropped or a zone mistyped fails here rather than going quiet. The files are linted as text
// at paths inside the repository (they need not exist); the imports land on real files.
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { describe, test } from 'node:test';
import { ESLint } from 'eslint';

const ROOT = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

/** The rule ids reported for a file at `path` importing `specifier`. */
async function refusals(path, specifier) {
  const [result] = await eslint.lintText(`import '${specifier}';\n`, { filePath: resolve(ROOT, path) });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

const REFUSED = [
  ['packages/domain/src/zz.ts', 'react'],
  ['packages/domain/src/zz.ts', '@minbar/api'],
  ['packages/api/src/zz.ts', '@minbar/ui/button/button'],
  ['packages/api/src/zz.ts', 'hono'],
  ['packages/ui/src/zz.ts', '@minbar/api'],
  ['packages/ui/src/zz.ts', 'ofetch'],
  ['packages/ui/src/zz.ts', '@tanstack/react-query'],
  ['apps/server/src/services/zz.ts', 'react'],
  ['apps/server/src/services/zz.ts', '@minbar/ui'],
  ['apps/dashboard/src/features/fatwa/zz.ts', '../../app/app'],
  ['apps/dashboard/src/features/fatwa/zz.ts', '../auth/auth-intl'],
  ['apps/dashboard/src/lib/zz.ts', '../features/fatwa/fatwa-intl'],
  ['apps/dashboard/src/lib/zz.ts', '../app/app'],
  ['apps/public-site/src/features/events/zz.ts', '../donations/gift-pages-intl.test'],
  ['apps/server/src/db/zz.ts', '../mail/examples'],
  ['apps/server/src/db/zz.ts', '../services/audit'],
  ['apps/server/src/services/zz.ts', '../http/acting'],
  ['apps/server/src/services/zz.ts', '../env'],
  ['apps/server/src/services/zz.ts', '../test/harness'],
  ['apps/server/src/http/zz.ts', '../routes/fatwa/fatwa-lists'],
  ['apps/server/src/http/zz.ts', '../main'],
  ['apps/server/src/mail/zz.ts', '../app.test'],
  ['apps/server/src/routes/accounts/zz.ts', '../fatwa/fatwa-lists'],
  ['apps/server/src/routes/accounts/zz.ts', '../../seed'],
  ['apps/server/src/routes/accounts/zz.test.ts', '../fatwa/fatwa-lists'],
  ['apps/server/src/routes/zz.ts', '../http/acting'],
];

const ALLOWED = [
  ['packages/domain/src/zz.ts', 'valibot'],
  ['packages/api/src/zz.ts', '@minbar/domain/certificates/status'],
  ['apps/dashboard/src/features/fatwa/zz.ts', '../../lib/api-context'],
  ['apps/dashboard/src/test/zz.ts', '../app/app'],
  ['apps/server/src/services/zz.ts', '../db/schema'],
  ['apps/server/src/routes/accounts/zz.ts', '../../services/audit'],
  ['apps/server/src/routes/accounts/zz.test.ts', '../../test/harness'],
  ['apps/server/src/routes/accounts/zz.test.ts', '../../app'],
];

describe('the import boundaries in eslint.config.mjs', () => {
  for (const [path, specifier] of REFUSED) {
    test(`refuses ${specifier} in ${path}`, async () => {
      assert.notDeepEqual(await refusals(path, specifier), []);
    });
  }
  for (const [path, specifier] of ALLOWED) {
    test(`allows ${specifier} in ${path}`, async () => {
      assert.deepEqual(await refusals(path, specifier), []);
    });
  }
});

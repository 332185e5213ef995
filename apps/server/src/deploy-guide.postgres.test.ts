import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnvFile } from './env-file';
import { databaseUrlWithName } from './test/global-setup';
import { type Received, startSmtpServer } from './test/smtp';
import { readAsSystemdEnvironmentFile } from './test/systemd-environment-file';

/*
 * docs/deploy.md followed on PostgreSQL, as a volunteer would: its settings file as printed (only the
 * values that name this machine's database, mail server, folders and keys replaced), the mail test,
 * the first administrator, the start as systemd runs it, health and readiness, a backup beside the
 * running server, SIGTERM, and restarts with the file read by sh and by systemd. Runs in the
 * PostgreSQL suite (scripts/test-pg.mjs), the database the guide installs.
 */

const serverDir = fileURLToPath(new URL('..', import.meta.url));
// The TypeScript loader by its path: the backup runs from the backups folder, where `tsx` resolves to nothing.
const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const guide = readFileSync(new URL('../../../docs/deploy.md', import.meta.url), 'utf8');

/** The settings file as the guide prints it: the first sh block after its marker. */
export function settingsFileOfGuide(text: string): string {
  const marker = text.indexOf('<!-- The settings file:');
  const block = text.slice(marker).match(/```sh\n([\s\S]*?)```/);
  if (marker < 0 || !block?.[1]) throw new Error('docs/deploy.md: the settings file block is not found');
  return block[1];
}

function withValues(file: string, values: Record<string, string>): string {
  let text = file;
  for (const [name, value] of Object.entries(values)) {
    const line = new RegExp(`^${name}=.*$`, 'm');
    if (!line.test(text)) throw new Error(`the guide's settings file has no ${name}`);
    text = text.replace(line, `${name}=${value}`);
  }
  return text;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Run {
  code: number | null;
  output: string;
}

/** The environment a service starts with: no developer's settings, only a PATH. */
const bare = { PATH: process.env.PATH ?? '/usr/bin:/bin', TZ: 'UTC' };

/** Runs one TypeScript entry of the server (a command, or main.ts) to its end, with its output. */
function runToEnd(entry: string, args: string[], env: Record<string, string>, cwd = serverDir): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', tsx, join(serverDir, entry), ...args], {
      cwd,
      env: { ...bare, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

const runCommand = (args: string[], env: Record<string, string>, cwd = serverDir) =>
  runToEnd('src/commands/index.ts', args, env, cwd);

const database = `minbar_deploy_guide_${process.pid}`;
const folder = mkdtempSync(join(tmpdir(), 'minbar-deploy-'));
const dataDir = join(folder, 'data');
const backupsDir = join(folder, 'backups');
const settingsPath = join(folder, 'minbar.env');
const received: Received[] = [];
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let admin: pg.Client;
const running: ChildProcess[] = [];

beforeAll(async () => {
  const url = process.env.TEST_DATABASE_URL as string;
  admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${database}"`);
  smtp = await startSmtpServer(received);
  // The guide's `install -d`: the folders exist before the first start.
  mkdirSync(dataDir);
  mkdirSync(backupsDir);
  const site = await freePort();
  writeFileSync(
    settingsPath,
    withValues(settingsFileOfGuide(guide), {
      DATABASE_URL: databaseUrlWithName(url, database),
      MINBAR_PUBLIC_URL: `http://127.0.0.1:${site}`,
      MINBAR_DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      STRIPE_SECRET_KEY: 'sk_live_DeployGuideNotARealKey',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_DeployGuideNotARealKey',
      STRIPE_WEBHOOK_SECRET: 'whsec_DeployGuideNotARealSecret',
    }),
  );
});

afterAll(async () => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  await smtp?.close();
  await admin?.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await admin?.end();
  rmSync(folder, { recursive: true, force: true });
});

/** Starts the server as systemd's unit does (node apps/server/dist/main.js; here its source). */
async function startServer(how: 'MINBAR_ENV_FILE' | 'sh' | 'systemd') {
  const ports = { api: await freePort(), dashboard: await freePort(), site: await freePort() };
  // The process's own variables win over the file's: here, ports nobody else on this machine uses.
  const portEnv = {
    MINBAR_API_PORT: String(ports.api),
    MINBAR_DASHBOARD_PORT: String(ports.dashboard),
    MINBAR_PUBLIC_PORT: String(ports.site),
  };
  const main = join(serverDir, 'src/main.ts');
  const node = process.execPath;
  const child =
    how === 'sh'
      ? // As the guide's cron line and a person at a shell read it.
        spawn('sh', ['-c', 'set -a; . "$1"; exec "$2" --import tsx "$3"', 'sh', settingsPath, node, main], {
          cwd: serverDir,
          env: { ...bare, ...portEnv },
          stdio: ['ignore', 'pipe', 'pipe'],
        })
      : spawn(node, ['--import', 'tsx', main], {
          cwd: serverDir,
          env:
            how === 'systemd'
              ? // As `EnvironmentFile=/etc/minbar.env` hands it over.
                { ...bare, ...readAsSystemdEnvironmentFile(readFileSync(settingsPath, 'utf8')), ...portEnv }
              : { ...bare, MINBAR_ENV_FILE: settingsPath, ...portEnv },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const api = `http://127.0.0.1:${ports.api}/api`;
  for (let waited = 0; ; waited += 200) {
    const ready = await fetch(`${api}/ready`).catch(() => null);
    if (ready?.status === 200) break;
    if (waited > 60_000 || child.exitCode !== null)
      throw new Error(`the server did not start (${how}):\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    api,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

describe('docs/deploy.md, word for word, on PostgreSQL', () => {
  it('its settings file means the same to the server, sh and systemd', () => {
    const printed = settingsFileOfGuide(guide);
    const { values, problems } = parseEnvFile(printed);
    expect(problems).toEqual([]);
    expect(values.MAIL_FROM).toBe('Meczet <no-reply@meczet.example.org>');
    expect(readAsSystemdEnvironmentFile(printed)).toEqual(values);
  });

  it('sends a test mail, makes the first admin, starts, backs up beside the server, stops and starts again', {
    timeout: 240_000,
  }, async () => {
    const env = { MINBAR_ENV_FILE: settingsPath };

    const mail = await runCommand(['mail-test', 'volunteer@example.org'], env);
    expect(mail.output).toMatch(/accepted/i);
    expect(mail.code).toBe(0);
    expect(received.map((message) => message.to)).toEqual([['volunteer@example.org']]);
    expect(received[0]?.raw).toMatch(/^From: Meczet <no-reply@meczet\.example\.org>/m);

    const created = await runCommand(
      ['create-admin', '--email', 'imam@meczet.example.org', '--username', 'Imam'],
      { ...env, MINBAR_ADMIN_PASSWORD: 'Deploy-guide-2026!' },
    );
    expect(created.output).not.toMatch(/error/i);
    expect(created.code, created.output).toBe(0);

    const first = await startServer('MINBAR_ENV_FILE');
    expect((await fetch(`${first.api}/health`)).status).toBe(200);
    const signIn = await fetch(`${first.api}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'imam@meczet.example.org', password: 'Deploy-guide-2026!' }),
    });
    expect(signIn.status).toBe(200);
    // A live site on Stripe's keys: no test provider, and no demo accounts.
    expect(first.output()).toMatch(/Payments: Stripe/);
    expect(first.output()).not.toMatch(/Demo sign-in/);

    // The nightly backup, from the backups folder, while the server runs.
    const backup = await runCommand(['backup'], env, backupsDir);
    expect(backup.code, backup.output).toBe(0);
    const archives = readdirSync(backupsDir).filter((name) => /^minbar-backup-.*\.json\.gz$/.test(name));
    expect(archives).toHaveLength(1);
    expect((await fetch(`${first.api}/ready`)).status).toBe(200);

    expect(await first.stop()).toBe(0);

    for (const how of ['sh', 'systemd'] as const) {
      const again = await startServer(how);
      const retry = await fetch(`${again.api}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'imam@meczet.example.org', password: 'Deploy-guide-2026!' }),
      });
      expect(retry.status, how).toBe(200);
      expect(await again.stop(), how).toBe(0);
    }
  });

  it('does not start a live site without Stripe, and says what to set', async () => {
    const withoutStripe = join(folder, 'without-stripe.env');
    writeFileSync(
      withoutStripe,
      readFileSync(settingsPath, 'utf8')
        .split('\n')
        .filter((line) => !line.startsWith('STRIPE_'))
        .join('\n'),
    );
    const start = await runToEnd('src/main.ts', [], { MINBAR_ENV_FILE: withoutStripe });
    expect(start.code).not.toBe(0);
    expect(start.output).toMatch(/a live site takes real money/);
    expect(start.output).toMatch(/MINBAR_PAYMENTS=test/);
  });
});

import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';

/**
 * A real local Web Push service (web-push-testing) in a child process: it hands out subscriptions as
 * a browser's push manager would, decrypts and keeps what is pushed to them, checks the VAPID
 * signature, and answers 410 for a subscription it was told to expire.
 */
export interface TestPushService {
  url: string;
  subscribe(applicationServerKey: string): Promise<{
    endpoint: string;
    keys: { p256dh: string; auth: string };
    clientHash: string;
  }>;
  /** The payloads delivered to a subscription, decrypted, parsed as JSON. */
  messages(clientHash: string): Promise<unknown[]>;
  expire(clientHash: string): Promise<void>;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startTestPushService(): Promise<TestPushService> {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('web-push-testing/package.json'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [join(root, 'src/bin/server.js'), String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const url = `http://localhost:${port}`;
  const post = async (path: string, body?: unknown) => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`push service ${path}: ${response.status} ${text}`);
    // /status answers a plain "OK", the other calls JSON.
    return text.startsWith('{') ? (JSON.parse(text) as { data: unknown }) : { data: null };
  };
  const started = Date.now();
  for (;;) {
    try {
      await post('/status');
      break;
    } catch (error) {
      if (child.exitCode !== null || Date.now() - started > 15_000)
        throw new Error(`web-push-testing did not start: ${String(error)}\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    async subscribe(applicationServerKey) {
      // The service reads its options as form fields: the flag is the text 'true'.
      const { data } = await post('/subscribe', { userVisibleOnly: 'true', applicationServerKey });
      return data as Awaited<ReturnType<TestPushService['subscribe']>>;
    },
    async messages(clientHash) {
      const { data } = await post('/get-notifications', { clientHash });
      return (data as { messages: string[] }).messages.map((text) => JSON.parse(text) as unknown);
    },
    async expire(clientHash) {
      await post(`/expire-subscription/${clientHash}`);
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

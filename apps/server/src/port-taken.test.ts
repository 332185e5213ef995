import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { listenFailure, portProblem } from './http/listen-ports';

/*
 * A port another program holds, as the operator meets it in `npm start`: one line naming the port,
 * what it is for and the variable that moves it, exit code 1, no stack. Before the database opens
 * when the port is taken already; after it, if the port is taken while the database opens, with
 * everything opened closed again.
 */

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const folders: string[] = [];
const holders: net.Server[] = [];
afterAll(async () => {
  await Promise.all(holders.map((holder) => new Promise((resolve) => holder.close(resolve))));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Another program's listener on a port of its own choosing. */
function hold(port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    const holder = net.createServer();
    holders.push(holder);
    holder.once('error', reject);
    holder.listen(port, '127.0.0.1', () => resolve((holder.address() as net.AddressInfo).port));
  });
}

async function freePort(): Promise<number> {
  const holder = net.createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  const { port } = holder.address() as net.AddressInfo;
  await new Promise((resolve) => holder.close(resolve));
  return port;
}

function startServer(ports: { api: number; dashboard: number; site: number }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'minbar-port-'));
  folders.push(dataDir);
  const { DATABASE_URL: _elsewhere, ...environment } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...environment,
      MINBAR_DATA_DIR: dataDir,
      MINBAR_DEMO: '1',
      MINBAR_LOG_FORMAT: 'pretty',
      MINBAR_HOST: '127.0.0.1',
      MINBAR_API_PORT: String(ports.api),
      MINBAR_DASHBOARD_PORT: String(ports.dashboard),
      MINBAR_PUBLIC_PORT: String(ports.site),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, dataDir, exited, output: () => output };
}

describe('a port another program holds', () => {
  it('stops the start before the database opens, naming the variable, exit 1 and no stack', async () => {
    const api = await hold();
    const [dashboard, site] = [await freePort(), await freePort()];
    const server = startServer({ api, dashboard, site });
    const code = await server.exited;
    const output = server.output();
    expect(code, output).toBe(1);
    expect(output).toMatch(
      new RegExp(
        `ERROR Port ${api} \\(the API, MINBAR_API_PORT\\) is taken by another program on 127\\.0\\.0\\.1: stop it or start Minbar with MINBAR_API_PORT=\\d+ npm start\\n$`,
      ),
    );
    expect(output.trim().split('\n')).toHaveLength(1);
    expect(existsSync(join(server.dataDir, 'pglite'))).toBe(false);
  });

  it('taken while the database opens: the same line, the database closed, exit 1', {
    timeout: 60_000,
  }, async () => {
    const [api, dashboard, site] = [await freePort(), await freePort(), await freePort()];
    const server = startServer({ api, dashboard, site });
    // The check has passed once the database's folder exists; the port is taken before the listeners start.
    while (!existsSync(join(server.dataDir, 'pglite'))) {
      if (server.child.exitCode !== null) throw new Error(server.output());
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await hold(api);
    const code = await server.exited;
    const output = server.output();
    expect(code, output).toBe(1);
    expect(output).toContain(`ERROR Port ${api} (the API, MINBAR_API_PORT) is taken by another program`);
    expect(output).toMatch(/INFO {2}stopped\n$/);
    expect(output).not.toMatch(/EADDRINUSE|\n\s+at /);
  });
});

describe('the line for each port and each failure', () => {
  const settings = (api: number, dashboard: number, site: number) => ({
    MINBAR_HOST: '127.0.0.1',
    MINBAR_API_PORT: api,
    MINBAR_DASHBOARD_PORT: dashboard,
    MINBAR_PUBLIC_PORT: site,
  });

  it('names the dashboard and the public site by their own variables, with a free port to use', async () => {
    const [api, free] = [await freePort(), await freePort()];
    const dashboard = await hold();
    const problem = await portProblem(settings(api, dashboard, free));
    expect(problem).toMatch(
      new RegExp(
        `^Port ${dashboard} \\(the dashboard, MINBAR_DASHBOARD_PORT\\) is taken .*MINBAR_DASHBOARD_PORT=(\\d+) npm start$`,
      ),
    );
    const offered = Number(problem?.match(/=(\d+) npm start$/)?.[1]);
    expect(offered).not.toBe(dashboard);
    expect(await portProblem(settings(api, offered, free))).toBeNull();

    const site = await hold();
    expect(await portProblem(settings(api, free, site))).toMatch(
      new RegExp(`^Port ${site} \\(the public site, MINBAR_PUBLIC_PORT\\) is taken`),
    );
  });

  it('answers null when all three are free, and names two variables given one port', async () => {
    const [api, dashboard, site] = [await freePort(), await freePort(), await freePort()];
    expect(await portProblem(settings(api, dashboard, site))).toBeNull();
    expect(await portProblem(settings(api, dashboard, api))).toMatch(
      new RegExp(
        `^MINBAR_API_PORT and MINBAR_PUBLIC_PORT are both ${api}: the API and the public site each need a port of their own; start Minbar with MINBAR_PUBLIC_PORT=\\d+ npm start$`,
      ),
    );
  });

  it('says what to do about a privileged port and a host that is not this machine', async () => {
    const denied = Object.assign(new Error('listen EACCES: permission denied 127.0.0.1:80'), {
      code: 'EACCES',
    });
    expect(await listenFailure(settings(80, 4173, 4174), 80, denied)).toMatch(
      /^Port 80 \(the API, MINBAR_API_PORT\) needs privileges this user lacks \(ports under 1024 do\): .* e\.g\. MINBAR_API_PORT=\d+ npm start$/,
    );
    const elsewhere = Object.assign(new Error('listen EADDRNOTAVAIL'), { code: 'EADDRNOTAVAIL' });
    expect(
      await listenFailure({ ...settings(8000, 4173, 4174), MINBAR_HOST: '192.0.2.1' }, 4173, elsewhere),
    ).toBe(
      'MINBAR_HOST=192.0.2.1 is not an address of this machine (EADDRNOTAVAIL): set it to 127.0.0.1, or 0.0.0.0 to accept other machines',
    );
  });
});

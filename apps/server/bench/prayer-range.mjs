// Times GET /api/prayer-times/range over a whole year against the built server (npm run build first):
// a throwaway PGlite data folder, the demo seed (a year of Warsaw times and two iqama settings), real
// HTTP. Prints the median of several runs. Usage: node bench/prayer-range.mjs [runs]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const runs = Number(process.argv[2] ?? 15);
const serverRoot = fileURLToPath(new URL('..', import.meta.url));

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'minbar-bench-'));
const [api, dashboard, site] = [await freePort(), await freePort(), await freePort()];
const child = spawn(process.execPath, ['dist/main.js'], {
  cwd: serverRoot,
  env: {
    ...process.env,
    MINBAR_DATA_DIR: dataDir,
    MINBAR_API_PORT: String(api),
    MINBAR_DASHBOARD_PORT: String(dashboard),
    MINBAR_PUBLIC_PORT: String(site),
    MINBAR_DEMO: '1',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});

try {
  await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Demo data')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const base = `http://127.0.0.1:${api}/api`;
  const signIn = await fetch(`${base}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.org', password: 'admin12345' }),
  });
  const { access_token: token } = await signIn.json();
  const year = new Date().getFullYear();
  const url = `${base}/prayer-times/range?from_date=${year}-01-01&to_date=${year}-12-31&city=Warsaw`;
  const timings = [];
  let rows = 0;
  for (let run = 0; run < runs + 2; run += 1) {
    const started = performance.now();
    const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = await answer.json();
    const took = performance.now() - started;
    if (!answer.ok) throw new Error(`range answered ${answer.status}: ${JSON.stringify(body)}`);
    rows = body.length;
    // The first two runs warm the JIT and PGlite's caches and are not counted.
    if (run >= 2) timings.push(took);
  }
  timings.sort((a, b) => a - b);
  const median = timings[Math.floor(timings.length / 2)];
  console.log(
    `GET /api/prayer-times/range, ${rows} days of ${year}: median ${median.toFixed(1)} ms over ${runs} runs (min ${timings[0].toFixed(1)}, max ${timings.at(-1).toFixed(1)})`,
  );
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

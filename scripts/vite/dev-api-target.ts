/**
 * Where the apps' Vite dev servers send /api and /uploads: the server `npm run dev` starts beside them
 * (scripts/dev.mjs), at the address it listens on, read from the same variables and defaults as
 * apps/server/src/env.ts: MINBAR_HOST (127.0.0.1) and MINBAR_API_PORT (8000). A host that listens on
 * every address (0.0.0.0, ::) is reached on this machine's own. MINBAR_API_URL names another server
 * outright (e.g. http://192.168.1.20:8000).
 */
export function devApiTarget(env: Record<string, string | undefined> = process.env): string {
  if (env.MINBAR_API_URL) return env.MINBAR_API_URL;
  const host = env.MINBAR_HOST || '127.0.0.1';
  const reachable =
    host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '[::1]' : host.includes(':') ? `[${host}]` : host;
  return `http://${reachable}:${env.MINBAR_API_PORT || '8000'}`;
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness';

/*
 * The build writes .br and .gz copies beside each asset. Their contents differ from the plain file
 * here on purpose, so each test can tell which of the three files the server actually sent.
 */
const PLAIN = `console.log(${JSON.stringify('plain '.repeat(400))});`;
const BROTLI_COPY = `console.log(${JSON.stringify('brotli copy '.repeat(400))});`;
const GZIP_COPY = `console.log(${JSON.stringify('gzip copy '.repeat(400))});`;
const ASSET = '/assets/index-abc123.js';

let server: TestServer;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'minbar-precompressed-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, ASSET), PLAIN);
  writeFileSync(join(dist, `${ASSET}.br`), brotliCompressSync(BROTLI_COPY));
  writeFileSync(join(dist, `${ASSET}.gz`), gzipSync(GZIP_COPY));
  server = await createTestServer({ app: { site: { distDir: dist, name: 'dashboard' } } });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

async function fetchAsset(acceptEncoding: string | null) {
  const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
  const response = await server.app.request(ASSET, { headers });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('precompressed static files', () => {
  it('sends the brotli copy, untouched, to a browser that accepts brotli', async () => {
    const { response, bytes } = await fetchAsset('gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    // One layer of brotli only: the compress() middleware must not compress the copy again.
    expect(brotliDecompressSync(bytes).toString()).toBe(BROTLI_COPY);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const { response, bytes } = await fetchAsset('gzip');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(bytes).toString()).toBe(GZIP_COPY);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const { response, bytes } = await fetchAsset(null);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(bytes.toString()).toBe(PLAIN);
  });

  it('caches hashed assets for a year, whichever copy is sent, and revalidates the page', async () => {
    for (const encoding of ['br', 'gzip', null]) {
      const { response } = await fetchAsset(encoding);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    const page = await server.app.request('/', { headers: { 'accept-encoding': 'br' } });
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });
});

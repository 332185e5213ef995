import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage, createS3Storage, detectImageType } from './uploads';

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );

describe('detectImageType', () => {
  it.each<[string, Uint8Array, string | null]>([
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0), 'jpg'],
    ['PNG', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a), 'png'],
    ['GIF', bytes('GIF89a'), 'gif'],
    ['WebP', bytes('RIFF', 0, 0, 0, 0, 'WEBP'), 'webp'],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
    ['a RIFF that is not WebP', bytes('RIFF', 0, 0, 0, 0, 'WAVE'), null],
    ['an empty file', bytes(), null],
    ['HTML', bytes('<html>'), null],
  ])('%s -> %s', (_name, input, extension) => {
    expect(detectImageType(input)?.extension ?? null).toBe(extension);
  });
});

describe('local folder storage', () => {
  const folder = mkdtempSync(join(tmpdir(), 'minbar-uploads-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('writes, reads and removes a file in its folder', async () => {
    const storage = createLocalStorage(join(folder, 'nested'));
    await storage.put('a.png', bytes(1, 2, 3), 'image/png');
    expect(await storage.get('a.png')).toEqual(bytes(1, 2, 3));
    await storage.remove('a.png');
    expect(await storage.get('a.png')).toBeNull();
  });
});

describe('S3-compatible storage', () => {
  it('puts, gets and deletes objects by path with a Signature Version 4 authorization', async () => {
    const objects = new Map<string, Buffer>();
    const seen: Array<{ method: string; url: string; authorization: string; date: string }> = [];
    const server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: String(req.headers.authorization),
        date: String(req.headers['x-amz-date']),
      });
      const key = req.url ?? '';
      if (req.method === 'PUT') objects.set(key, Buffer.concat(chunks));
      if (req.method === 'DELETE') objects.delete(key);
      const found = objects.get(key);
      if (req.method === 'GET' && !found) res.writeHead(404).end();
      else res.writeHead(200).end(req.method === 'GET' ? found : undefined);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const storage = createS3Storage(
        {
          endpoint: `http://127.0.0.1:${port}`,
          bucket: 'minbar',
          region: 'eu-central-1',
          accessKeyId: 'AKIDEXAMPLE',
          secretAccessKey: 'secret',
        },
        fetch,
        () => new Date('2026-03-01T09:00:00Z'),
      );
      await storage.put('a.png', bytes(1, 2, 3), 'image/png');
      expect(await storage.get('a.png')).toEqual(bytes(1, 2, 3));
      await storage.remove('a.png');
      expect(await storage.get('a.png')).toBeNull();
      expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([
        'PUT /minbar/a.png',
        'GET /minbar/a.png',
        'DELETE /minbar/a.png',
        'GET /minbar/a.png',
      ]);
      expect(seen[0]?.date).toBe('20260301T090000Z');
      expect(seen[0]?.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/20260301\/eu-central-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

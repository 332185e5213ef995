import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage, type S3Settings } from './s3-storage';

// s3rver's built-in account; it checks every request's Signature Version 4 against this secret.
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';
const BUCKET = 'minbar';

describe('S3-compatible storage against a local S3 server that checks signatures', () => {
  const folder = mkdtempSync(join(tmpdir(), 'minbar-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: folder,
    allowMismatchedSignatures: false,
    configureBuckets: [{ name: BUCKET }],
  });
  let settings: S3Settings;

  beforeAll(async () => {
    const { port } = await server.run();
    settings = {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: BUCKET,
      region: 'eu-central-1',
      accessKeyId: ACCESS_KEY_ID,
      secretAccessKey: SECRET_ACCESS_KEY,
    };
  });
  afterAll(async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  /** A fetch that keeps each signed request's method, path and headers, then sends it (or a changed copy). */
  function recordingFetch(change?: (headers: Headers) => void) {
    const seen: Array<{ method: string; path: string; headers: Headers }> = [];
    const send: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      seen.push({ method: request.method, path: new URL(request.url).pathname, headers: request.headers });
      if (!change) return fetch(request);
      const headers = new Headers(request.headers);
      change(headers);
      return fetch(new Request(request, { headers }));
    };
    return { seen, send };
  }

  it('puts, gets and removes an object; a missing object reads as null', async () => {
    const { seen, send } = recordingFetch();
    const storage = createS3Storage(settings, send);
    const photo = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    await storage.put('a 1.jpg', photo, 'image/jpeg');
    expect(await storage.get('a 1.jpg')).toEqual(photo);
    await storage.remove('a 1.jpg');
    expect(await storage.get('a 1.jpg')).toBeNull();
    expect(await storage.get('never-stored.png')).toBeNull();
    // Removing what is already gone is not an error.
    await storage.remove('a 1.jpg');

    expect(seen.map((request) => `${request.method} ${request.path}`)).toEqual([
      'PUT /minbar/a%201.jpg',
      'GET /minbar/a%201.jpg',
      'DELETE /minbar/a%201.jpg',
      'GET /minbar/a%201.jpg',
      'GET /minbar/never-stored.png',
      'DELETE /minbar/a%201.jpg',
    ]);
    expect(seen[0]?.headers.get('authorization')).toMatch(
      /^AWS4-HMAC-SHA256 Credential=S3RVER\/\d{8}\/eu-central-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]*x-amz-content-sha256[a-z0-9;-]*, Signature=[0-9a-f]{64}$/,
    );
    // The photo's own hash is signed, not "UNSIGNED-PAYLOAD".
    expect(seen[0]?.headers.get('x-amz-content-sha256')).toMatch(/^[0-9a-f]{64}$/);
    expect(seen[0]?.headers.has('x-amz-security-token')).toBe(false);
  });

  it('sends a session token, signed, with temporary credentials', async () => {
    const sessionToken = 'FwoGZXIvYXdzEXAMPLE//session+token=';
    const { seen, send } = recordingFetch();
    const storage = createS3Storage({ ...settings, sessionToken }, send);
    await storage.put('temporary.png', new Uint8Array([1, 2, 3]), 'image/png');
    expect(await storage.get('temporary.png')).toEqual(new Uint8Array([1, 2, 3]));
    for (const request of seen) {
      expect(request.headers.get('x-amz-security-token')).toBe(sessionToken);
      expect(request.headers.get('authorization')).toMatch(/SignedHeaders=[a-z0-9;-]*x-amz-security-token/);
    }

    // The token is part of what is signed: a request whose token is changed on the way is refused.
    const altered = recordingFetch((headers) => headers.set('x-amz-security-token', `${sessionToken}x`));
    await expect(
      createS3Storage({ ...settings, sessionToken }, altered.send).get('temporary.png'),
    ).rejects.toThrow('S3 GET temporary.png failed: 403');
  });

  it('is refused with a wrong secret, and a refused read is an error, not a missing file', async () => {
    const storage = createS3Storage({ ...settings, secretAccessKey: 'not-the-secret' });
    await expect(storage.put('refused.png', new Uint8Array([1]), 'image/png')).rejects.toThrow(
      'S3 PUT refused.png failed: 403',
    );
    await expect(storage.get('refused.png')).rejects.toThrow('S3 GET refused.png failed: 403');
    await expect(storage.remove('refused.png')).rejects.toThrow('S3 DELETE refused.png failed: 403');
    // Nothing was stored by the refused put.
    expect(await createS3Storage(settings).get('refused.png')).toBeNull();
  });
});

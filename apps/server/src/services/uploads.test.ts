import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createLocalStorage,
  createMemoryStorage,
  createUploads,
  detectImageType,
  MAX_IMAGE_BYTES,
  UploadRefused,
} from './uploads';

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

describe('the upload service', () => {
  it('stores an image under a random name with the detected extension', async () => {
    const storage = createMemoryStorage();
    const uploads = createUploads(storage);
    const webp = bytes('RIFF', 0, 0, 0, 0, 'WEBP');
    const first = await uploads.saveImage(webp);
    const second = await uploads.saveImage(webp);
    expect(first).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect(second).not.toBe(first);
    expect(await uploads.read(first)).toEqual({ bytes: webp, contentType: 'image/webp' });
  });

  it.each([
    ['not an image', bytes('%PDF-1.7'), 'upload.not_an_image'],
    ["that is a GIF (not one of the image rule's types)", bytes('GIF89a'), 'upload.not_an_image'],
    [
      'over 5 MB',
      (() => {
        const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
        big.set(bytes(0xff, 0xd8, 0xff, 0xe0));
        return big;
      })(),
      'upload.too_large',
    ],
  ])('refuses a file %s', async (_name, input, issue) => {
    const storage = createMemoryStorage();
    const error = await createUploads(storage)
      .saveImage(input)
      .catch((e: unknown) => e);
    expect(error instanceof UploadRefused && error.issue).toBe(issue);
    expect(storage.files.size).toBe(0);
  });

  it('never reads or removes a name it does not make', async () => {
    const storage = createMemoryStorage();
    storage.files.set('../secret.png', bytes('x'));
    const uploads = createUploads(storage);
    expect(await uploads.read('../secret.png')).toBeNull();
    await uploads.remove('../secret.png');
    expect(storage.files.size).toBe(1);
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

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage, detectImageType } from './uploads';

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

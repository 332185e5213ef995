import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { LogFields } from './log';
import { statementLogo } from './statements';
import { createMemoryStorage, createUploads } from './uploads';

/** The uploads as the server keeps them, in memory, and the lines logged meanwhile. */
function setup() {
  const storage = createMemoryStorage();
  const lines: Array<[string, LogFields | undefined]> = [];
  const deps = {
    uploads: createUploads(storage),
    log: (message: string, fields?: LogFields) => lines.push([message, fields]),
  };
  return { storage, deps, lines };
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#155e45' } });

describe('the statement’s logo', () => {
  it('is the JPEG of a re-encoded logo, from the smallest kept width that prints sharp', async () => {
    const { deps } = setup();
    const ref = await deps.uploads.saveImage(new Uint8Array(await picture(2000, 1000).png().toBuffer()));
    const logo = await statementLogo(deps, ref);
    expect(logo).toMatchObject({ width: 640, height: 320 });
    expect(Array.from(logo?.bytes.slice(0, 3) ?? [])).toEqual([0xff, 0xd8, 0xff]);
    const small = await deps.uploads.saveImage(new Uint8Array(await picture(200, 100).png().toBuffer()));
    expect(await statementLogo(deps, small)).toMatchObject({ width: 200, height: 100 });
  });

  it('converts an older upload kept as WebP to PNG, which the PDF can embed', async () => {
    const { storage, deps } = setup();
    const name = '0b1c2d3e-4f50-4a6b-8c7d-8e9fa0b1c2d3.webp';
    await storage.put(name, new Uint8Array(await picture(90, 30).webp().toBuffer()), 'image/webp');
    const logo = await statementLogo(deps, name);
    expect(logo).toMatchObject({ width: 90, height: 30 });
    expect(Array.from(logo?.bytes.slice(0, 4) ?? [])).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('is none without a logo, or when its file is gone or cannot be read', async () => {
    const { storage, deps, lines } = setup();
    expect(await statementLogo(deps, null)).toBeNull();
    expect(await statementLogo(deps, '')).toBeNull();
    expect(await statementLogo(deps, 'aaaaaaaaaaaaaaaaaaaaaaaa-64x64')).toBeNull();
    const name = '0b1c2d3e-4f50-4a6b-8c7d-8e9fa0b1c2d4.gif';
    await storage.put(name, new TextEncoder().encode('GIF89a not really'), 'image/gif');
    expect(await statementLogo(deps, name)).toBeNull();
    expect(lines).toEqual([
      ['statement: the logo could not be read', expect.objectContaining({ level: 'warn' })],
    ]);
  });
});

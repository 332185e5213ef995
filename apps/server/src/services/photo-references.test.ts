import { parsePhotoRef } from '@minbar/domain/input/photo-ref';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donationCategories } from '../db/schema-donations';
import { insertCategory } from '../test/donation-categories';
import { createTestServer, startAnotherInstance, type TestServer } from '../test/harness';
import { holdsPhoto, PHOTO_REF } from '../test/images';
import { convertLegacyUploads } from './photo-references';
import { createMemoryStorage } from './uploads';

const storage = createMemoryStorage();
let server: TestServer;
let another: TestServer;

beforeAll(async () => {
  server = await createTestServer({ storage });
  another = startAnotherInstance(server, { storage });
});
afterAll(async () => {
  await another.close();
  await server.close();
});

const OLD_JPEG = '3f1c2a9e-1b2c-4d5e-8f90-0123456789ab.jpg';
const OLD_MISSING = '4a2d3b0f-2c3d-4e6f-9a01-123456789abc.png';
const OLD_GIF = '5b3e4c1a-3d4e-4f70-8b12-23456789abcd.gif';

async function imageOf(id: number) {
  const [row] = await server.deps.db
    .select({ image: donationCategories.image })
    .from(donationCategories)
    .where(eq(donationCategories.id, id));
  return row?.image;
}

describe('converting older uploads at start', () => {
  it('re-encodes each older photo once, rewrites every row that named it and removes the old file; the rest stays as it was', async () => {
    // An older upload as it was stored: the phone's bytes, EXIF and all.
    const phone = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#446688' } })
      .withExif({ IFD0: { Make: 'PhoneMaker' } })
      .jpeg()
      .toBuffer();
    storage.files.set(OLD_JPEG, new Uint8Array(phone));
    storage.files.set(
      OLD_GIF,
      new Uint8Array(
        await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
      ),
    );
    const first = await insertCategory(server, { image: OLD_JPEG });
    const second = await insertCategory(server, { image: OLD_JPEG });
    const missing = await insertCategory(server, { image: OLD_MISSING });
    const gif = await insertCategory(server, { image: OLD_GIF });

    // Two instances starting together: the lock lets one convert, the other then finds nothing to do.
    const runs = await Promise.all([
      convertLegacyUploads(server.deps.db, server.deps.uploads),
      convertLegacyUploads(another.deps.db, another.deps.uploads),
    ]);
    expect(runs.map((run) => run.converted).sort()).toEqual([0, 1]);

    const ref = await imageOf(first.id);
    expect(ref).toMatch(PHOTO_REF);
    expect(parsePhotoRef(ref as string)).toMatchObject({ width: 1280, height: 960 });
    expect(await imageOf(second.id)).toBe(ref);
    expect(holdsPhoto(storage.files, ref as string)).toBe(true);
    expect(storage.files.has(OLD_JPEG)).toBe(false);
    // Not convertible: a missing file, a GIF. Both rows keep their name, and the GIF is still served.
    expect(await imageOf(missing.id)).toBe(OLD_MISSING);
    expect(await imageOf(gif.id)).toBe(OLD_GIF);
    const served = await server.app.request(`/uploads/${OLD_GIF}`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/gif']);

    // A later start converts nothing and changes nothing.
    const files = new Map(storage.files);
    expect(await convertLegacyUploads(server.deps.db, server.deps.uploads)).toEqual({
      converted: 0,
      left: 2,
    });
    expect(await imageOf(first.id)).toBe(ref);
    expect(storage.files).toEqual(files);
  });
});

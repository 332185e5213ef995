import { deflateSync } from 'node:zlib';
import { PHOTO_WIDTHS, parsePhotoRef, photoSources } from '@minbar/domain/input/photo-ref';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngChunk } from './png';
import { createMemoryStorage, createUploads, endsWithThePicture, UploadRefused } from './uploads';

/* The upload pipeline with the real encoder: every picture here is made by sharp in the test. */

const text = (value: string) => new TextEncoder().encode(value);
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

function solid(width: number, height: number, background = '#3a6ea5') {
  return sharp({ create: { width, height, channels: 3, background } });
}

/** A picture with detail, so its compressed data is long enough to cut. */
function noisy(width: number, height: number) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });
}

/** A phone's photo: EXIF with a camera, a description and a GPS position, XMP, a comment, turned by its orientation tag. */
async function phonePhoto(): Promise<Uint8Array> {
  // Left half red, right half blue: with orientation 6 (turn a quarter clockwise) red ends up on top.
  const left = await solid(20, 20, '#ff0000').png().toBuffer();
  const jpeg = await solid(40, 20, '#0000ff')
    .composite([{ input: left, left: 0, top: 0 }])
    .withExif({
      IFD0: { Make: 'PhoneMaker', ImageDescription: 'Children at the centre' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 13/1 3000/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '21/1 0/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Secret place</dc:title></rdf:Description></rdf:RDF></x:xmpmeta>',
    )
    .jpeg()
    .toBuffer();
  // A comment segment (COM) right after the start of image: sharp writes none, cameras and editors do.
  const comment = text('taken at 12 Quiet Street');
  const segment = new Uint8Array([0xff, 0xfe, (comment.length + 2) >> 8, (comment.length + 2) & 0xff]);
  return concat(jpeg.subarray(0, 2), segment, comment, jpeg.subarray(2));
}

/** A PNG whose header declares `width` × `height` pixels, followed by a few bytes of image data. */
function declaredPng(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return concat(
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', new Uint8Array()),
  );
}

/** The marker bytes of a JPEG's segments before its image data, e.g. 0xe1 for APP1 (EXIF or XMP), 0xfe for a comment. */
function jpegMarkers(bytes: Uint8Array): number[] {
  const markers: number[] = [];
  let at = 2;
  while (at + 3 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] as number;
    markers.push(marker);
    if (marker === 0xda) break;
    at += 2 + (((bytes[at + 2] as number) << 8) | (bytes[at + 3] as number));
  }
  return markers;
}

/** The chunk names of a WebP's RIFF container (EXIF, XMP and ICCP are its metadata chunks). */
function webpChunks(bytes: Uint8Array): string[] {
  const names: string[] = [];
  let at = 12;
  while (at + 8 <= bytes.length) {
    names.push(String.fromCharCode(...bytes.subarray(at, at + 4)));
    const size = Buffer.from(bytes.subarray(at + 4, at + 8)).readUInt32LE(0);
    at += 8 + size + (size % 2);
  }
  return names;
}

async function refusalOf(promise: Promise<unknown>) {
  const error = await promise.catch((e: unknown) => e);
  return error instanceof UploadRefused ? error.issue : error;
}

describe('a photo taken through the upload service', () => {
  it('comes back without any metadata block in any of its files: no EXIF, GPS, XMP, comment or ICC', async () => {
    const photo = await phonePhoto();
    const before = await sharp(photo).metadata();
    // The input does carry what must go: a precondition, so the test cannot pass on a bare picture.
    expect(before.exif?.includes(Buffer.from('PhoneMaker'))).toBe(true);
    expect(before.xmp).toBeDefined();
    expect(jpegMarkers(photo)).toContain(0xfe);
    const storage = createMemoryStorage();
    await createUploads(storage).saveImage(photo);
    expect(storage.files.size).toBeGreaterThan(0);
    for (const [name, bytes] of storage.files) {
      const after = await sharp(bytes).metadata();
      expect([name, after.exif, after.xmp, after.icc, after.orientation]).toEqual([
        name,
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      for (const secret of [
        'PhoneMaker',
        'Children',
        'Exif\0\0',
        'Secret place',
        'Quiet Street',
        'adobe:ns:meta',
      ])
        expect(Buffer.from(bytes).includes(Buffer.from(secret)), `${name} holds ${secret}`).toBe(false);
      if (name.endsWith('.jpg')) {
        const markers = jpegMarkers(bytes);
        // No APP1 (EXIF, XMP), APP2 (ICC), APP13 (IPTC) or comment segment.
        expect(
          markers.filter((marker) => [0xe1, 0xe2, 0xed, 0xfe].includes(marker)),
          name,
        ).toEqual([]);
      } else {
        expect(
          webpChunks(bytes).filter((chunk) => ['EXIF', 'XMP ', 'ICCP'].includes(chunk)),
          name,
        ).toEqual([]);
      }
    }
  });

  it('is turned upright by its orientation tag, and its reference gives the upright size', async () => {
    const storage = createMemoryStorage();
    const ref = await createUploads(storage).saveImage(await phonePhoto());
    expect(parsePhotoRef(ref)).toMatchObject({ width: 20, height: 40 });
    const stored = storage.files.get(photoSources(ref, '').src);
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([20, 40]);
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    const [topRed, , topBlue] = pixel(10, 5) as number[];
    const [bottomRed, , bottomBlue] = pixel(10, 35) as number[];
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(60);
  });

  it('accepts an 8000×6000 photo and keeps it in the pages’ widths, each as WebP and JPEG', async () => {
    const large = new Uint8Array(await solid(8000, 6000).jpeg({ quality: 50 }).toBuffer());
    const storage = createMemoryStorage();
    const ref = await createUploads(storage).saveImage(large);
    expect(parsePhotoRef(ref)).toMatchObject({ width: 1280, height: 960 });
    const kept = await Promise.all(
      [...storage.files].map(async ([name, bytes]) => {
        const { format, width, height } = await sharp(bytes).metadata();
        return { name: name.replace(/^[0-9a-f]{24}/, 'HASH'), format, width, height };
      }),
    );
    expect(kept.sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      PHOTO_WIDTHS.flatMap((width) => [
        { name: `HASH-${width}.jpg`, format: 'jpeg', width, height: (width * 3) / 4 },
        { name: `HASH-${width}.webp`, format: 'webp', width, height: (width * 3) / 4 },
      ]).sort((a, b) => a.name.localeCompare(b.name)),
    );
  });

  it('never enlarges a small photo: it is kept in its own width only', async () => {
    const storage = createMemoryStorage();
    const ref = await createUploads(storage).saveImage(
      new Uint8Array(await solid(200, 100).png().toBuffer()),
    );
    expect(parsePhotoRef(ref)).toMatchObject({ width: 200, height: 100 });
    expect([...storage.files.keys()].map((name) => name.slice(25)).sort()).toEqual(['200.jpg', '200.webp']);
  });

  it('names the files by their content: the same photo twice is one set of files, a changed one another', async () => {
    const storage = createMemoryStorage();
    const uploads = createUploads(storage);
    const first = await uploads.saveImage(new Uint8Array(await solid(30, 20).png().toBuffer()));
    expect(await uploads.saveImage(new Uint8Array(await solid(30, 20).png().toBuffer()))).toBe(first);
    expect(storage.files.size).toBe(2);
    const other = await uploads.saveImage(new Uint8Array(await solid(30, 20, '#00ff00').png().toBuffer()));
    expect(other).not.toBe(first);
    expect(storage.files.size).toBe(4);
  });

  it('keeps the files of a photo another row still refers to, and removes them once none does', async () => {
    const storage = createMemoryStorage();
    let used = true;
    const uploads = createUploads(storage, { inUse: async () => used });
    const ref = await uploads.saveImage(new Uint8Array(await solid(30, 20).png().toBuffer()));
    await uploads.remove(ref);
    expect(storage.files.size).toBe(2);
    used = false;
    await uploads.remove(ref);
    expect(storage.files.size).toBe(0);
  });

  it('serves its sizes and an older upload by name, and nothing else', async () => {
    const storage = createMemoryStorage();
    const uploads = createUploads(storage);
    const ref = await uploads.saveImage(new Uint8Array(await solid(30, 20).png().toBuffer()));
    const { src } = photoSources(ref, '');
    expect((await uploads.read(src))?.contentType).toBe('image/jpeg');
    expect((await uploads.read(src.replace('.jpg', '.webp')))?.contentType).toBe('image/webp');
    const older = '3f1c2a9e-1b2c-4d5e-8f90-0123456789ab.png';
    storage.files.set(older, text('old bytes'));
    expect((await uploads.read(older))?.contentType).toBe('image/png');
    storage.files.set('../secret.png', text('x'));
    expect(await uploads.read('../secret.png')).toBeNull();
    expect(await uploads.read(ref)).toBeNull();
    await uploads.remove('../secret.png');
    expect(storage.files.has('../secret.png')).toBe(true);
  });
});

describe('a file the upload service refuses, storing nothing', () => {
  it.each<[string, () => Promise<Uint8Array>, string]>([
    ['a text file', async () => text('Meeting notes\n'), 'upload.not_an_image'],
    ['a PDF', async () => text('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF'), 'upload.not_an_image'],
    [
      'an SVG (it can carry script)',
      async () => text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'upload.not_an_image',
    ],
    ['a GIF', async () => new Uint8Array(await solid(8, 8).gif().toBuffer()), 'upload.not_an_image'],
    [
      'a JPEG with a page of HTML appended after its end',
      async () =>
        concat(
          await solid(16, 16).jpeg().toBuffer(),
          text('<html><script>alert(document.cookie)</script></html>'),
        ),
      'upload.damaged',
    ],
    [
      'a PNG with something appended after its end',
      async () => concat(await solid(16, 16).png().toBuffer(), text('<?php system($_GET["c"]); ?>')),
      'upload.damaged',
    ],
    [
      'a truncated JPEG',
      async () => {
        const whole = await noisy(64, 64).jpeg().toBuffer();
        return new Uint8Array(whole.subarray(0, Math.floor(whole.length * 0.6)));
      },
      'upload.damaged',
    ],
    [
      'a PNG that declares 30000×30000 pixels',
      async () => declaredPng(30000, 30000),
      'upload.too_many_pixels',
    ],
    [
      'a file over 5 MB',
      async () => concat(await solid(8, 8).jpeg().toBuffer(), new Uint8Array(5 * 1024 * 1024)),
      'upload.too_large',
    ],
  ])('%s', async (_, make, issue) => {
    const storage = createMemoryStorage();
    expect(await refusalOf(createUploads(storage).saveImage(await make()))).toBe(issue);
    expect(storage.files.size).toBe(0);
  });
});

describe('endsWithThePicture', () => {
  it('takes a JPEG followed by another JPEG (a phone’s second picture) or zero padding', async () => {
    const jpeg = await solid(16, 16).jpeg().toBuffer();
    expect(endsWithThePicture(concat(jpeg, jpeg), 'jpg')).toBe(true);
    expect(endsWithThePicture(concat(jpeg, new Uint8Array(16)), 'jpg')).toBe(true);
    expect(endsWithThePicture(concat(jpeg, jpeg, text('<html>')), 'jpg')).toBe(false);
  });

  it('reads a WebP’s end from its header', async () => {
    const webp = await solid(16, 16).webp().toBuffer();
    expect(endsWithThePicture(webp, 'webp')).toBe(true);
    expect(endsWithThePicture(concat(webp, text('<html>')), 'webp')).toBe(false);
    expect(endsWithThePicture(webp.subarray(0, webp.length - 4), 'webp')).toBe(false);
  });
});

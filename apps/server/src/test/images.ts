import { photoSources } from '@minbar/domain/input/photo-ref';
import sharp from 'sharp';
import { photoFileNames } from '../services/uploads';

/* Photo uploads in the tests of every area that takes a photo (events, activities, categories). */

/** The smallest valid PNG: one transparent pixel. */
export const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);
/** A small valid JPEG, made by the encoder the server decodes with. */
export const JPEG = new Uint8Array(
  await sharp({ create: { width: 4, height: 3, channels: 3, background: '#3a6ea5' } })
    .jpeg()
    .toBuffer(),
);
export const GIF = new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000');

/** What a row keeps for a re-encoded photo: a content hash and the largest kept size. */
export const PHOTO_REF = /^[0-9a-f]{24}-[1-9][0-9]*x[1-9][0-9]*$/;

let drawn = 0;
/**
 * A PNG no other call returns: photos are stored under names made from their content, so a test that
 * checks a replaced photo's files are removed needs one no other row shares.
 */
export async function distinctPng(): Promise<Uint8Array> {
  drawn += 1;
  // Photos are re-encoded lossily before their content is hashed, so two draws must differ by far more
  // than one step of red: neighbouring shades can come out as the same bytes. Odd multipliers walk
  // every value of each channel before one repeats, and the count carries on across the test files
  // that share a worker.
  const background = {
    r: (drawn * 53) % 256,
    g: (drawn * 97 + 128) % 256,
    b: Math.floor(drawn / 256) % 256,
  };
  return new Uint8Array(
    await sharp({ create: { width: 3, height: 2, channels: 3, background } })
      .png()
      .toBuffer(),
  );
}

/** Whether storage holds every file of a re-encoded photo (each kept width, WebP and JPEG). */
export function holdsPhoto(files: Map<string, unknown>, ref: string): boolean {
  const names = photoFileNames(ref);
  return names.length > 0 && names.every((name) => files.has(name));
}

/** The address, under /uploads/, of a photo's largest JPEG. */
export const largestJpeg = (ref: string) => photoSources(ref, '').src;

import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '@minbar/domain/input/image-file';
import {
  formatPhotoRef,
  MAX_IMAGE_PIXELS,
  PHOTO_WIDTHS,
  type PhotoFormat,
  parsePhotoRef,
  parsePhotoVariantName,
  photoVariantName,
  photoWidths,
} from '@minbar/domain/input/photo-ref';
import type { OutputInfo } from 'sharp';

/** The largest photo accepted: the one image rule the forms check too (docs/decisions/0007). */
export { MAX_IMAGE_BYTES };

export const UPLOAD_ISSUE = {
  tooLarge: 'upload.too_large',
  notAnImage: 'upload.not_an_image',
  /** Its header declares more pixels than MAX_IMAGE_PIXELS: a decompression bomb, or a photo no page needs. */
  tooManyPixels: 'upload.too_many_pixels',
  /** Cut short, unreadable, or carrying something after the picture's end (a JPEG with a page appended). */
  damaged: 'upload.damaged',
} as const;

export interface ImageType {
  extension: 'jpg' | 'png' | 'gif' | 'webp';
  contentType: string;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The image type by the file's first bytes, never by its name or declared type: JPEG, PNG, GIF and
 * WebP. SVG is not taken, since it can carry script.
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { extension: 'jpg', contentType: 'image/jpeg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { extension: 'png', contentType: 'image/png' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')))
    return { extension: 'gif', contentType: 'image/gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { extension: 'webp', contentType: 'image/webp' };
  return null;
}

/**
 * An older upload's name: a random UUID and the detected extension, stored byte for byte before photos
 * were re-encoded. Still served, and converted once at start (convertLegacyUploads).
 */
export const UPLOAD_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif|webp)$/;

const CONTENT_TYPE_OF: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

export function contentTypeOfUpload(name: string): string {
  return CONTENT_TYPE_OF[name.split('.').pop() ?? ''] ?? 'application/octet-stream';
}

/** Where uploads are kept: a local folder by default, S3-compatible storage when configured. */
export interface FileStorage {
  put(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(name: string): Promise<Uint8Array | null>;
  remove(name: string): Promise<void>;
}

export function createLocalStorage(folder: string): FileStorage {
  return {
    async put(name, bytes) {
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, name), bytes);
    },
    async get(name) {
      try {
        return new Uint8Array(await readFile(join(folder, name)));
      } catch {
        return null;
      }
    },
    async remove(name) {
      await rm(join(folder, name), { force: true });
    },
  };
}

/** Kept in memory: the tests' storage, and nothing a server should use. */
export function createMemoryStorage(): FileStorage & { files: Map<string, Uint8Array> } {
  const files = new Map<string, Uint8Array>();
  return {
    files,
    async put(name, bytes) {
      files.set(name, bytes);
    },
    async get(name) {
      return files.get(name) ?? null;
    },
    async remove(name) {
      files.delete(name);
    },
  };
}

export class UploadRefused extends Error {
  constructor(readonly issue: (typeof UPLOAD_ISSUE)[keyof typeof UPLOAD_ISSUE]) {
    super(issue);
    this.name = 'UploadRefused';
  }
}

/** Where a JPEG that starts at `start` ends (just after its end-of-image marker), read from its segments; null when cut short. */
function jpegEnd(bytes: Uint8Array, start: number): number | null {
  let at = start + 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) {
      at += 1; // a fill byte before a marker
      continue;
    }
    if (marker === 0xd9) return at + 2;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (at + 3 >= bytes.length) return null;
    at += 2 + (((bytes[at + 2] as number) << 8) | (bytes[at + 3] as number));
    if (marker !== 0xda) continue;
    // The compressed scan runs to the next marker; 0xFF00 is an escaped byte and 0xFFD0–D7 a restart.
    while (at + 1 < bytes.length) {
      const next = bytes[at + 1] as number;
      if (bytes[at] === 0xff && next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) break;
      at += 1;
    }
  }
  return null;
}

/** Where a PNG ends (just after its IEND chunk), walking its chunks; null when cut short. */
function pngEnd(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    at += 12 + length;
    if (type === 'IEND') return at <= bytes.length ? at : null;
  }
  return null;
}

/** Where a WebP ends, by its RIFF header's size; null when the file is shorter than it says. */
function webpEnd(bytes: Uint8Array): number | null {
  if (bytes.length < 12) return null;
  const size = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(4, true);
  const end = 8 + size + (size % 2);
  return end <= bytes.length ? end : null;
}

/**
 * Whether the file is exactly one picture: nothing after its end but zero padding, or, for a JPEG,
 * further JPEGs (phones append a second picture or a gain map that way). Anything else there (a page
 * of HTML, a script, an archive) makes a file that is a photo to one reader and something else to
 * another, so it is refused rather than silently cut.
 */
export function endsWithThePicture(bytes: Uint8Array, extension: ImageType['extension']): boolean {
  let end: number | null;
  if (extension === 'jpg') {
    end = jpegEnd(bytes, 0);
    while (end !== null && bytes[end] === 0xff && bytes[end + 1] === 0xd8 && bytes[end + 2] === 0xff)
      end = jpegEnd(bytes, end);
  } else if (extension === 'png') end = pngEnd(bytes);
  else if (extension === 'webp') end = webpEnd(bytes);
  else return false;
  if (end === null) return false;
  return bytes.subarray(end).every((byte) => byte === 0);
}

/** Decoding options of every photo: the pixel limit is checked before any pixel is decoded, and a cut-short file fails. */
const DECODE = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated' } as const;
const WEBP = { quality: 80 } as const;
const JPEG = { quality: 82, progressive: true } as const;
const LARGEST_WIDTH = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1] as number;

export interface EncodedFile {
  name: string;
  bytes: Uint8Array;
  contentType: string;
}

/** A photo as kept: its reference (what a row stores) and the files of its sizes. */
export interface EncodedPhoto {
  ref: string;
  files: EncodedFile[];
}

function refusalOf(error: unknown): UploadRefused {
  return new UploadRefused(
    /pixel limit/i.test(String(error)) ? UPLOAD_ISSUE.tooManyPixels : UPLOAD_ISSUE.damaged,
  );
}

/**
 * Re-encodes a photo into the sizes the pages draw (docs/decisions/0035-photos-reencoded-with-sharp.md):
 * checked by its content (JPEG, PNG or WebP, at most 5 MB, one picture and nothing after it), decoded
 * with a pixel limit, turned upright by its orientation tag, converted to sRGB, and written without any
 * of its metadata (EXIF with its GPS position, XMP, comments, ICC) as WebP and JPEG in each of
 * PHOTO_WIDTHS below its width and its own width up to the largest, never enlarged. The names hash
 * the written bytes, so a changed photo gets new names and the files can be cached for good.
 */
/**
 * sharp and its native library, loaded with the first photo, not at every start: the server is ready
 * sooner, and a server that is never sent a photo never loads them (docs/performance.md).
 */
export async function loadSharp() {
  return (await import('sharp')).default;
}

export async function encodePhoto(bytes: Uint8Array): Promise<EncodedPhoto> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new UploadRefused(UPLOAD_ISSUE.tooLarge);
  const type = detectImageType(bytes);
  // The one image rule: JPEG, PNG or WebP (a GIF is refused: it is read as one still frame at best).
  if (!type || !(IMAGE_TYPES as readonly string[]).includes(type.contentType))
    throw new UploadRefused(UPLOAD_ISSUE.notAnImage);
  if (!endsWithThePicture(bytes, type.extension)) throw new UploadRefused(UPLOAD_ISSUE.damaged);
  const sharp = await loadSharp();
  let master: { data: Buffer; info: OutputInfo };
  try {
    const header = await sharp(bytes, DECODE).metadata();
    if (!header.width || !header.height) throw new UploadRefused(UPLOAD_ISSUE.damaged);
    // Checked from the header too, so a bomb is refused whatever the decoder would have done.
    if (header.width * header.height > MAX_IMAGE_PIXELS) throw new UploadRefused(UPLOAD_ISSUE.tooManyPixels);
    master = await sharp(bytes, DECODE)
      .autoOrient()
      .resize({ width: LARGEST_WIDTH, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw error instanceof UploadRefused ? error : refusalOf(error);
  }
  const { width, height, channels } = master.info;
  const raw = { raw: { width, height, channels } } as const;
  const encoded: Array<{ width: number; format: PhotoFormat; bytes: Buffer }> = [];
  for (const each of photoWidths(width)) {
    const sized = () => sharp(master.data, raw).resize({ width: each });
    encoded.push({ width: each, format: 'webp', bytes: await sized().webp(WEBP).toBuffer() });
    // JPEG has no transparency: a transparent PNG is laid on white, as the pages' cards are.
    encoded.push({
      width: each,
      format: 'jpg',
      bytes: await sized().flatten({ background: '#ffffff' }).jpeg(JPEG).toBuffer(),
    });
  }
  const digest = createHash('sha256');
  for (const file of encoded) digest.update(file.bytes);
  const hash = digest.digest('hex').slice(0, 24);
  return {
    ref: formatPhotoRef({ hash, width, height }),
    files: encoded.map((file) => ({
      name: photoVariantName(hash, file.width, file.format),
      bytes: new Uint8Array(file.bytes),
      contentType: CONTENT_TYPE_OF[file.format] as string,
    })),
  };
}

/** The file names a reference stands for: every size in both formats. */
export function photoFileNames(ref: string): string[] {
  const parts = parsePhotoRef(ref);
  if (!parts) return [];
  return photoWidths(parts.width).flatMap((width) =>
    (['webp', 'jpg'] as const).map((format) => photoVariantName(parts.hash, width, format)),
  );
}

/**
 * The shared upload service: re-encodes a photo (encodePhoto) and stores its sizes, serves them, and
 * removes them. Names are made from content, so two items given the same photo share its files:
 * `inUse` says whether a row still refers to a reference, and a reference still in use is kept.
 */
export interface Uploads {
  /** Stores a photo's sizes and answers its reference; refuses with UploadRefused, storing nothing. */
  saveImage(bytes: Uint8Array): Promise<string>;
  read(name: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
  remove(ref: string): Promise<void>;
  /**
   * Re-encodes an older upload stored byte for byte (its UUID name) and stores its sizes, answering the
   * new reference; null when there is no such file or it is not a photo taken today. The old file stays.
   */
  convertLegacy(name: string): Promise<string | null>;
}

export interface UploadsOptions {
  /** Whether any row still refers to this reference (see photoInUse). */
  inUse?: (ref: string) => Promise<boolean>;
}

export function createUploads(storage: FileStorage, options: UploadsOptions = {}): Uploads {
  async function store(photo: EncodedPhoto): Promise<string> {
    const stored: string[] = [];
    try {
      for (const file of photo.files) {
        await storage.put(file.name, file.bytes, file.contentType);
        stored.push(file.name);
      }
    } catch (error) {
      // Another item may hold the same photo's files: only those this call added are taken back.
      if (!(await options.inUse?.(photo.ref))) for (const name of stored) await storage.remove(name);
      throw error;
    }
    return photo.ref;
  }
  return {
    async saveImage(bytes) {
      return store(await encodePhoto(bytes));
    },
    async read(name) {
      if (!UPLOAD_NAME.test(name) && !parsePhotoVariantName(name)) return null;
      const bytes = await storage.get(name);
      return bytes ? { bytes, contentType: contentTypeOfUpload(name) } : null;
    },
    async remove(ref) {
      if (UPLOAD_NAME.test(ref)) await storage.remove(ref);
      else if (parsePhotoRef(ref) && !(await options.inUse?.(ref)))
        for (const name of photoFileNames(ref)) await storage.remove(name);
    },
    async convertLegacy(name) {
      if (!UPLOAD_NAME.test(name)) return null;
      const bytes = await storage.get(name);
      if (!bytes) return null;
      try {
        return await store(await encodePhoto(bytes));
      } catch (error) {
        if (error instanceof UploadRefused) return null;
        throw error;
      }
    },
  };
}

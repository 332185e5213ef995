import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '@minbar/domain/input/image-file';

/** The largest photo accepted: the one image rule the forms check too (docs/decisions/0007). */
export { MAX_IMAGE_BYTES };

export const UPLOAD_ISSUE = {
  tooLarge: 'upload.too_large',
  notAnImage: 'upload.not_an_image',
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

/** A stored upload's name: a random UUID and the detected extension, so names cannot be guessed. */
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

/**
 * The shared upload service: checks a photo by its content against the one image rule (JPEG, PNG or
 * WebP, at most 5 MB) and stores it under a random name.
 */
export interface Uploads {
  saveImage(bytes: Uint8Array): Promise<string>;
  read(name: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
  remove(name: string): Promise<void>;
}

export function createUploads(storage: FileStorage): Uploads {
  return {
    async saveImage(bytes) {
      if (bytes.byteLength > MAX_IMAGE_BYTES) throw new UploadRefused(UPLOAD_ISSUE.tooLarge);
      const type = detectImageType(bytes);
      // The one image rule: JPEG, PNG or WebP (a GIF is read, as older files may be one, never taken).
      if (!type || !(IMAGE_TYPES as readonly string[]).includes(type.contentType))
        throw new UploadRefused(UPLOAD_ISSUE.notAnImage);
      const name = `${randomUUID()}.${type.extension}`;
      await storage.put(name, bytes, type.contentType);
      return name;
    },
    async read(name) {
      if (!UPLOAD_NAME.test(name)) return null;
      const bytes = await storage.get(name);
      return bytes ? { bytes, contentType: contentTypeOfUpload(name) } : null;
    },
    async remove(name) {
      if (UPLOAD_NAME.test(name)) await storage.remove(name);
    },
  };
}

import { createHash, createHmac, randomUUID } from 'node:crypto';
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

export interface S3Settings {
  /** The service's base URL, e.g. https://s3.eu-central-1.amazonaws.com or a MinIO address. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * S3-compatible storage (AWS S3, MinIO, R2 ...) through path-style object URLs signed with AWS
 * Signature Version 4; no SDK, so the server stays small.
 */
export function createS3Storage(
  settings: S3Settings,
  fetchImpl: typeof fetch = fetch,
  now = () => new Date(),
): FileStorage {
  const base = new URL(settings.endpoint);
  async function send(
    method: 'PUT' | 'GET' | 'DELETE',
    name: string,
    body?: Uint8Array,
    contentType?: string,
  ) {
    const path = `${base.pathname.replace(/\/$/, '')}/${encodeURIComponent(settings.bucket)}/${encodeURIComponent(name)}`;
    const amzDate = now()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    const day = amzDate.slice(0, 8);
    const payloadHash = sha256Hex(body ?? '');
    const headers: Record<string, string> = {
      host: base.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate,
    };
    if (contentType) headers['content-type'] = contentType;
    const signedNames = Object.keys(headers).sort();
    const canonical = [
      method,
      path,
      '',
      ...signedNames.map((header) => `${header}:${headers[header]}`),
      '',
      signedNames.join(';'),
      payloadHash,
    ].join('\n');
    const scope = `${day}/${settings.region}/s3/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonical)].join('\n');
    const key = hmac(
      hmac(hmac(hmac(`AWS4${settings.secretAccessKey}`, day), settings.region), 's3'),
      'aws4_request',
    );
    const signature = createHmac('sha256', key).update(toSign).digest('hex');
    const { host: _host, ...sent } = headers;
    return fetchImpl(new URL(path, base), {
      method,
      headers: {
        ...sent,
        authorization: `AWS4-HMAC-SHA256 Credential=${settings.accessKeyId}/${scope}, SignedHeaders=${signedNames.join(';')}, Signature=${signature}`,
      },
      body,
    });
  }
  return {
    async put(name, bytes, contentType) {
      const response = await send('PUT', name, bytes, contentType);
      if (!response.ok) throw new Error(`S3 PUT ${name} failed: ${response.status}`);
    },
    async get(name) {
      const response = await send('GET', name);
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 GET ${name} failed: ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    },
    async remove(name) {
      const response = await send('DELETE', name);
      if (!response.ok && response.status !== 404)
        throw new Error(`S3 DELETE ${name} failed: ${response.status}`);
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

import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { FileStorage } from './uploads';

export interface S3Settings {
  /** The service's base URL, e.g. https://s3.eu-central-1.amazonaws.com or a MinIO address. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Given with temporary credentials (STS, an assumed role, an instance profile); sent signed on every request. */
  sessionToken?: string;
}

/**
 * S3-compatible storage (AWS S3, MinIO, R2 ...) through path-style object URLs; the AWS Signature
 * Version 4 comes from aws4fetch (docs/decisions/0032-s3-signing-with-aws4fetch.md), never from
 * code of our own. `fetchImpl` sends the signed request, so a failed answer is never retried
 * behind the caller's back.
 */
export function createS3Storage(settings: S3Settings, fetchImpl: typeof fetch = fetch): FileStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    sessionToken: settings.sessionToken,
    service: 's3',
    region: settings.region,
  });
  const base = new URL(settings.endpoint);
  const prefix = base.pathname.replace(/\/$/, '');
  const objectUrl = (name: string) =>
    new URL(`${prefix}/${encodeURIComponent(settings.bucket)}/${encodeURIComponent(name)}`, base);

  async function send(
    method: 'PUT' | 'GET' | 'DELETE',
    name: string,
    body?: Uint8Array,
    contentType?: string,
  ) {
    const headers: Record<string, string> = {
      // The payload's hash is signed too, so a body altered on the way (an endpoint over plain
      // HTTP, a MinIO beside the server) is refused rather than stored.
      'x-amz-content-sha256': createHash('sha256')
        .update(body ?? '')
        .digest('hex'),
    };
    if (contentType) headers['content-type'] = contentType;
    return fetchImpl(await client.sign(objectUrl(name).toString(), { method, headers, body }));
  }

  return {
    async put(name, bytes, contentType) {
      const response = await send('PUT', name, bytes, contentType);
      if (!response.ok) throw new Error(`S3 PUT ${name} failed: ${response.status}`);
    },
    async get(name) {
      const response = await send('GET', name);
      // Only "no such object" is a missing file; a refused signature or an outage is an error.
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

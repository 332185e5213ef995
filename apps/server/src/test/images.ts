/* Photo uploads in the tests of every area that takes a photo (events, activities). */

/** The smallest valid PNG: one transparent pixel. */
export const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);
/** A JPEG's first bytes: enough for the content check, which reads the signature. */
export const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
export const GIF = new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000');

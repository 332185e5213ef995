import { describe, expect, it } from 'vitest';
import { checkImageFile, MAX_IMAGE_BYTES } from './image-file';

describe('checkImageFile', () => {
  it.each([
    ['no file', null, 'image_required'],
    ['a JPEG', { type: 'image/jpeg', size: 120_000 }, null],
    ['a PNG', { type: 'image/png', size: 1 }, null],
    ['a WebP', { type: 'image/webp', size: 2_000_000 }, null],
    ['a type written in capitals', { type: 'IMAGE/PNG', size: 10 }, null],
    ['exactly 5 MiB', { type: 'image/jpeg', size: MAX_IMAGE_BYTES }, null],
    ['one byte over 5 MiB', { type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 }, 'image_too_large'],
    ['a PDF', { type: 'application/pdf', size: 10 }, 'not_an_image'],
    ['an SVG (it can carry script)', { type: 'image/svg+xml', size: 10 }, 'not_an_image'],
    ['a GIF', { type: 'image/gif', size: 10 }, 'not_an_image'],
    ['a file the browser could not type', { type: '', size: 10 }, 'not_an_image'],
  ] as const)('%s: %s', (_, file, issue) => {
    expect(checkImageFile(file)).toBe(issue);
  });

  it('checks the type before the size, so a large PDF is reported as not an image', () => {
    expect(checkImageFile({ type: 'application/pdf', size: MAX_IMAGE_BYTES * 2 })).toBe('not_an_image');
  });
});

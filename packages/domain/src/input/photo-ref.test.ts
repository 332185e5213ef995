import { describe, expect, it } from 'vitest';
import {
  formatPhotoRef,
  parsePhotoRef,
  parsePhotoVariantName,
  photoSources,
  photoVariantName,
  photoWidths,
} from './photo-ref';

const HASH = '0123456789abcdef01234567';

describe('photoWidths', () => {
  it.each([
    [1280, [320, 640, 1280]],
    [1000, [320, 640, 1000]],
    [640, [320, 640]],
    [500, [320, 500]],
    [320, [320]],
    [200, [200]],
    [1, [1]],
  ])('a photo %i px wide is kept at %j', (width, widths) => {
    expect(photoWidths(width)).toEqual(widths);
  });
});

describe('parsePhotoRef', () => {
  it.each([
    [`${HASH}-1280x960`, { hash: HASH, width: 1280, height: 960 }],
    [`${HASH}-1x1`, { hash: HASH, width: 1, height: 1 }],
    ['3f1c2a9e-1b2c-4d5e-8f90-0123456789ab.jpg', null],
    [`${HASH}-0x10`, null],
    [`${HASH}-10x`, null],
    [`${HASH.toUpperCase()}-10x10`, null],
    [`${HASH}0-10x10`, null],
    [`../${HASH}-10x10`, null],
    ['/fallback/category-1.svg', null],
  ])('%s reads as %j', (value, ref) => {
    expect(parsePhotoRef(value)).toEqual(ref);
  });

  it('reads back what formatPhotoRef writes', () => {
    const ref = { hash: HASH, width: 640, height: 427 };
    expect(parsePhotoRef(formatPhotoRef(ref))).toEqual(ref);
  });
});

describe('parsePhotoVariantName', () => {
  it.each([
    [`${HASH}-320.webp`, { hash: HASH, width: 320, format: 'webp' }],
    [`${HASH}-1280.jpg`, { hash: HASH, width: 1280, format: 'jpg' }],
    [`${HASH}-320.png`, null],
    [`${HASH}-320.webp.html`, null],
    [`${HASH}-0320.jpg`, null],
    [`${HASH}-1280x960`, null],
  ])('%s reads as %j', (name, parts) => {
    expect(parsePhotoVariantName(name)).toEqual(parts);
  });

  it('reads back what photoVariantName writes', () => {
    expect(parsePhotoVariantName(photoVariantName(HASH, 640, 'webp'))).toEqual({
      hash: HASH,
      width: 640,
      format: 'webp',
    });
  });
});

describe('photoSources', () => {
  it.each([
    [
      'a reference kept in three widths',
      `${HASH}-1280x853`,
      {
        src: `/uploads/${HASH}-1280.jpg`,
        webpSrcSet: `/uploads/${HASH}-320.webp 320w, /uploads/${HASH}-640.webp 640w, /uploads/${HASH}-1280.webp 1280w`,
        jpegSrcSet: `/uploads/${HASH}-320.jpg 320w, /uploads/${HASH}-640.jpg 640w, /uploads/${HASH}-1280.jpg 1280w`,
        width: 1280,
        height: 853,
      },
    ],
    [
      'a small photo, never enlarged',
      `${HASH}-200x300`,
      {
        src: `/uploads/${HASH}-200.jpg`,
        webpSrcSet: `/uploads/${HASH}-200.webp 200w`,
        jpegSrcSet: `/uploads/${HASH}-200.jpg 200w`,
        width: 200,
        height: 300,
      },
    ],
    [
      'an older upload, served as stored',
      '3f1c2a9e-1b2c-4d5e-8f90-0123456789ab.png',
      {
        src: '/uploads/3f1c2a9e-1b2c-4d5e-8f90-0123456789ab.png',
        webpSrcSet: '',
        jpegSrcSet: '',
        width: undefined,
        height: undefined,
      },
    ],
    [
      'an address given in full',
      'https://cdn.example.org/a.jpg',
      {
        src: 'https://cdn.example.org/a.jpg',
        webpSrcSet: '',
        jpegSrcSet: '',
        width: undefined,
        height: undefined,
      },
    ],
    [
      'a site path',
      '/fallback/category-2.svg',
      {
        src: '/fallback/category-2.svg',
        webpSrcSet: '',
        jpegSrcSet: '',
        width: undefined,
        height: undefined,
      },
    ],
  ])('%s', (_, value, sources) => {
    expect(photoSources(value)).toEqual(sources);
  });

  it('builds the addresses on the base it is given', () => {
    expect(photoSources(`${HASH}-300x200`, 'https://api.example.org/uploads/').src).toBe(
      `https://api.example.org/uploads/${HASH}-300.jpg`,
    );
  });
});

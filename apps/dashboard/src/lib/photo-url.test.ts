import { describe, expect, it } from 'vitest';
import { photoImage, photoUrl } from './photo-url';

const HASH = '0123456789abcdef01234567';

describe('photoUrl', () => {
  it.each([
    [`${HASH}-1280x960`, undefined, `/uploads/${HASH}-1280.jpg`],
    [`${HASH}-1280x960`, 320, `/uploads/${HASH}-320.jpg`],
    [`${HASH}-1280x960`, 321, `/uploads/${HASH}-640.jpg`],
    [`${HASH}-500x300`, 600, `/uploads/${HASH}-500.jpg`],
    ['3f1c2a9e-1b2c-4d5e-8f90-0123456789ab.png', 320, '/uploads/3f1c2a9e-1b2c-4d5e-8f90-0123456789ab.png'],
    ['/fallback/category-1.svg', undefined, '/fallback/category-1.svg'],
  ])('%s at least %s px wide is %s', (name, atLeast, url) => {
    expect(photoUrl(name, atLeast)).toBe(url);
  });
});

describe('photoImage', () => {
  it('offers every kept width and gives the photo’s proportions', () => {
    expect(photoImage(`${HASH}-640x480`, '20rem')).toEqual({
      src: `/uploads/${HASH}-640.jpg`,
      srcSet: `/uploads/${HASH}-320.jpg 320w, /uploads/${HASH}-640.jpg 640w`,
      sizes: '20rem',
      width: 640,
      height: 480,
    });
  });

  it('gives an older upload by its name alone', () => {
    expect(photoImage('3f1c2a9e-1b2c-4d5e-8f90-0123456789ab.jpg', '20rem')).toEqual({
      src: '/uploads/3f1c2a9e-1b2c-4d5e-8f90-0123456789ab.jpg',
    });
  });
});

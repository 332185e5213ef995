import { afterEach, describe, expect, it } from 'vitest';
import { preloadFirstEventPhoto } from './preload-photo';

const REF = '0123456789abcdef01234567-1280x853';
const SIZES = '(min-width: 64rem) 30rem, 100vw';
const preloads = () => [
  ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'),
];

afterEach(() => {
  for (const link of preloads()) link.remove();
});

describe('preloadFirstEventPhoto', () => {
  it("asks for the first event's photo, early and with the sources and sizes its card offers", () => {
    preloadFirstEventPhoto(
      [
        { id: 4, photo: REF },
        { id: 5, photo: 'fedcba9876543210fedcba98-640x480' },
      ],
      SIZES,
    );
    const [link, ...others] = preloads();
    expect(others).toEqual([]);
    expect(link?.type).toBe('image/webp');
    expect(link?.getAttribute('imagesrcset')).toBe(
      '/uploads/0123456789abcdef01234567-320.webp 320w, /uploads/0123456789abcdef01234567-640.webp 640w, /uploads/0123456789abcdef01234567-1280.webp 1280w',
    );
    expect(link?.getAttribute('imagesizes')).toBe(SIZES);
    expect(link?.getAttribute('fetchpriority')).toBe('high');
  });

  it('asks for nothing when the first event has no photo (its card shows the date) or there is no event', () => {
    preloadFirstEventPhoto(
      [
        { id: 4, photo: null },
        { id: 5, photo: REF },
      ],
      SIZES,
    );
    preloadFirstEventPhoto([], SIZES);
    preloadFirstEventPhoto(null, SIZES);
    expect(preloads()).toEqual([]);
  });
});

import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UploadedImage } from './uploaded-image';

afterEach(cleanup);

const REF = '0123456789abcdef01234567-1280x853';
const SIZES = '(min-width: 40rem) 50vw, 100vw';

function draw(name: string | null) {
  const { container } = render(
    <UploadedImage
      name={name}
      fallbackKey={2}
      className="card__image"
      width={640}
      height={360}
      sizes={SIZES}
    />,
  );
  return container;
}

describe('UploadedImage', () => {
  it('offers a re-encoded photo in every kept width, WebP first and JPEG for the rest, with its box reserved', () => {
    const container = draw(REF);
    const source = container.querySelector('picture > source');
    const img = container.querySelector('picture > img');
    expect(source?.getAttribute('type')).toBe('image/webp');
    expect(source?.getAttribute('srcset')).toBe(
      '/uploads/0123456789abcdef01234567-320.webp 320w, /uploads/0123456789abcdef01234567-640.webp 640w, /uploads/0123456789abcdef01234567-1280.webp 1280w',
    );
    expect(source?.getAttribute('sizes')).toBe(SIZES);
    expect(img?.getAttribute('src')).toBe('/uploads/0123456789abcdef01234567-1280.jpg');
    expect(img?.getAttribute('srcset')).toContain('/uploads/0123456789abcdef01234567-640.jpg 640w');
    expect(img?.getAttribute('sizes')).toBe(SIZES);
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['640', '360']);
    expect(img?.getAttribute('alt')).toBe('');
  });

  it('draws an older upload as stored, in one size, still with its box', () => {
    const img = draw('3f1c2a9e-1b2c-4d5e-8f90-0123456789ab.png').querySelector('img');
    expect(img?.parentElement?.tagName).not.toBe('PICTURE');
    expect(img?.getAttribute('src')).toBe('/uploads/3f1c2a9e-1b2c-4d5e-8f90-0123456789ab.png');
    expect(img?.hasAttribute('srcset')).toBe(false);
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['640', '360']);
  });

  it('gives way to the fallback picture, without its WebP sources, when the photo cannot be loaded', () => {
    const container = draw(REF);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('source')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/fallback/category-3.svg');
    expect(container.querySelector('img')?.hasAttribute('srcset')).toBe(false);
  });

  it('shows the fallback picture for an item without a photo', () => {
    expect(draw(null).querySelector('img')?.getAttribute('src')).toBe('/fallback/category-3.svg');
  });
});

import { photoSources } from '@minbar/domain/input/photo-ref';
import { useState } from 'react';
import './uploaded-image.css';

/** The decorative pictures an item without a photo (or whose photo fails to load) shows instead. */
const FALLBACK_IMAGES = [1, 2, 3, 4, 5].map((n) => `/fallback/category-${n}.svg`);

export function fallbackImage(key: number): string {
  return FALLBACK_IMAGES[Math.abs(key) % FALLBACK_IMAGES.length] as string;
}

/** A stored photo's address: its largest JPEG, an older upload by its name, a full path as given. */
export function uploadedImageUrl(name: string | null, fallbackKey: number): string {
  if (!name) return fallbackImage(fallbackKey);
  return photoSources(name).src;
}

export interface UploadedImageProps {
  /** The stored photo's reference (or an older upload's name), or null for none. */
  name: string | null;
  /** Picks the fallback picture (an id, or a place in a list). */
  fallbackKey: number;
  className: string;
  /** The box the picture is drawn in (its class crops the photo to it), reserved before it loads. */
  width: number;
  height: number;
  /** How wide the picture is drawn, for the browser to pick a size from srcset (the `sizes` attribute). */
  sizes: string;
  /** Below the fold: the browser fetches it when it comes near. */
  lazy?: boolean;
}

/**
 * A decorative picture of a category, an event or an activity (its text says what it is, so alt is
 * empty). A re-encoded photo is offered in each kept width, as WebP with JPEG for browsers without
 * it, so a phone downloads the size it draws; width and height reserve its box, so nothing moves
 * when it arrives. One that cannot be loaded gives way to the site's fallback picture, never a
 * broken image.
 */
export function UploadedImage({
  name,
  fallbackKey,
  className,
  width,
  height,
  sizes,
  lazy = true,
}: UploadedImageProps) {
  const [failed, setFailed] = useState(false);
  const sources = name && !failed ? photoSources(name) : null;
  const img = (
    <img
      className={className}
      src={sources ? sources.src : fallbackImage(fallbackKey)}
      srcSet={sources?.jpegSrcSet || undefined}
      sizes={sources?.jpegSrcSet ? sizes : undefined}
      alt=""
      width={width}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      decoding={lazy ? 'async' : undefined}
      onError={() => setFailed(true)}
    />
  );
  if (!sources?.webpSrcSet) return img;
  return (
    <picture className="uploaded-image">
      <source type="image/webp" srcSet={sources.webpSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}

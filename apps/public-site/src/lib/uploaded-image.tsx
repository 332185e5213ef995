/** The decorative pictures an item without a photo (or whose photo fails to load) shows instead. */
const FALLBACK_IMAGES = [1, 2, 3, 4, 5].map((n) => `/fallback/category-${n}.svg`);

export function fallbackImage(key: number): string {
  return FALLBACK_IMAGES[Math.abs(key) % FALLBACK_IMAGES.length] as string;
}

/** A stored photo's address: the uploads folder serves it by its name (a full path is kept as given). */
export function uploadedImageUrl(name: string | null, fallbackKey: number): string {
  if (!name) return fallbackImage(fallbackKey);
  return /^(\/|https?:)/.test(name) ? name : `/uploads/${encodeURIComponent(name)}`;
}

export interface UploadedImageProps {
  /** The stored photo's name, or null for none. */
  name: string | null;
  /** Picks the fallback picture (an id, or a place in a list). */
  fallbackKey: number;
  className: string;
  width: number;
  height: number;
  /** Below the fold: the browser fetches it when it comes near. */
  lazy?: boolean;
}

/**
 * A decorative picture of a category, an event or an activity (its text says what it is, so alt is
 * empty). One that cannot be loaded gives way to the site's fallback picture, never a broken image.
 */
export function UploadedImage({
  name,
  fallbackKey,
  className,
  width,
  height,
  lazy = true,
}: UploadedImageProps) {
  return (
    <img
      className={className}
      src={uploadedImageUrl(name, fallbackKey)}
      alt=""
      width={width}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      decoding={lazy ? 'async' : undefined}
      onError={(error) => {
        const fallback = fallbackImage(fallbackKey);
        if (!error.currentTarget.src.endsWith(fallback)) error.currentTarget.src = fallback;
      }}
    />
  );
}

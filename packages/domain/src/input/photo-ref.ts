/**
 * How a stored photo is referred to, and the sizes it is kept in. The server re-encodes every photo
 * it takes into a few widths, each as WebP and as JPEG, under names made from a hash of their content,
 * and keeps in the item's `photo` (or a category's `image`) one reference, `<hash>-<width>x<height>`:
 * the hash names the files and the largest kept size gives the picture's proportions. From it alone a
 * page builds `src`, `srcset`, `width` and `height`, so the picture's room is reserved before it loads
 * (docs/decisions/0035-photos-reencoded-with-sharp.md).
 */

/** The widths a photo is kept in, in pixels; a smaller photo is never enlarged to them. */
export const PHOTO_WIDTHS = [320, 640, 1280] as const;

/** The most pixels a photo may declare (width × height): a 50-megapixel phone photo fits; a decompression bomb does not. */
export const MAX_IMAGE_PIXELS = 64_000_000;

/** The formats each width is kept in: WebP for browsers that read it, JPEG for the rest. */
export type PhotoFormat = 'webp' | 'jpg';

export interface PhotoRef {
  hash: string;
  /** The largest kept size: the photo upright, at most the largest of PHOTO_WIDTHS wide. */
  width: number;
  height: number;
}

const REF = /^([0-9a-f]{24})-([1-9][0-9]{0,4})x([1-9][0-9]{0,4})$/;
const VARIANT = /^([0-9a-f]{24})-([1-9][0-9]{0,4})\.(webp|jpg)$/;

export function formatPhotoRef(ref: PhotoRef): string {
  return `${ref.hash}-${ref.width}x${ref.height}`;
}

/** The parts of a reference, or null for anything else (an older upload's name, an address). */
export function parsePhotoRef(value: string): PhotoRef | null {
  const match = REF.exec(value);
  if (!match) return null;
  return { hash: match[1] as string, width: Number(match[2]), height: Number(match[3]) };
}

/** The widths a photo whose largest kept size is `width` wide is kept in: each listed one below it, and itself. */
export function photoWidths(width: number): number[] {
  return [...PHOTO_WIDTHS.filter((each) => each < width), width];
}

/** The file name of one kept size. */
export function photoVariantName(hash: string, width: number, format: PhotoFormat): string {
  return `${hash}-${width}.${format}`;
}

/** The hash, width and format a kept size's file name stands for, or null for any other name. */
export function parsePhotoVariantName(
  name: string,
): { hash: string; width: number; format: PhotoFormat } | null {
  const match = VARIANT.exec(name);
  if (!match) return null;
  return { hash: match[1] as string, width: Number(match[2]), format: match[3] as PhotoFormat };
}

export interface PhotoSources {
  /** The JPEG of the largest kept size (or the stored address as given, for an older upload). */
  src: string;
  /** Every kept size as WebP, `url 320w, …`; empty for an older upload, kept in one size only. */
  webpSrcSet: string;
  /** Every kept size as JPEG, for browsers without WebP. */
  jpegSrcSet: string;
  /** The picture's proportions in pixels, or undefined when the reference does not say. */
  width: number | undefined;
  height: number | undefined;
}

/**
 * What a page needs to draw a stored photo: a reference as kept by the server (its sizes and
 * proportions), an older upload's bare name (served as stored), or an address given in full.
 */
export function photoSources(value: string, base = '/uploads/'): PhotoSources {
  if (/^(https?:)?\/\//.test(value) || value.startsWith('/')) {
    return { src: value, webpSrcSet: '', jpegSrcSet: '', width: undefined, height: undefined };
  }
  const ref = parsePhotoRef(value);
  if (!ref) {
    return {
      src: `${base}${encodeURIComponent(value)}`,
      webpSrcSet: '',
      jpegSrcSet: '',
      width: undefined,
      height: undefined,
    };
  }
  const srcSet = (format: PhotoFormat) =>
    photoWidths(ref.width)
      .map((width) => `${base}${photoVariantName(ref.hash, width, format)} ${width}w`)
      .join(', ');
  return {
    src: `${base}${photoVariantName(ref.hash, ref.width, 'jpg')}`,
    webpSrcSet: srcSet('webp'),
    jpegSrcSet: srcSet('jpg'),
    width: ref.width,
    height: ref.height,
  };
}

import { parsePhotoRef, photoSources, photoVariantName, photoWidths } from '@minbar/domain/input/photo-ref';

/**
 * Where a stored photo (an event's, an activity's) is served from: the uploads folder, read-only.
 * A re-encoded photo is kept in several widths; `atLeast` picks the smallest one at least that many
 * pixels wide (the largest when none is), so a small preview downloads a small file. An older upload
 * is served by its name, a full address as given.
 */
export function photoUrl(name: string, atLeast = Number.POSITIVE_INFINITY): string {
  const ref = parsePhotoRef(name);
  if (!ref) return photoSources(name).src;
  const widths = photoWidths(ref.width);
  const width = widths.find((each) => each >= atLeast) ?? ref.width;
  return `/uploads/${photoVariantName(ref.hash, width, 'jpg')}`;
}

/**
 * The attributes of an <img> drawing a stored photo `sizes` wide: its JPEG in every kept width for
 * the browser to pick from, and the photo's proportions, so its room is reserved before it loads.
 */
export function photoImage(
  name: string,
  sizes: string,
): { src: string; srcSet?: string; sizes?: string; width?: number; height?: number } {
  const sources = photoSources(name);
  if (!sources.jpegSrcSet) return { src: sources.src };
  return {
    src: sources.src,
    srcSet: sources.jpegSrcSet,
    sizes,
    width: sources.width,
    height: sources.height,
  };
}

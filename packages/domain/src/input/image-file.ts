/**
 * The one image rule of every photo the centre uploads (events, activities, donation categories):
 * JPEG, PNG or WebP, at most 5 MiB. Forms check the file's declared type and size before sending;
 * the server checks the same limit and reads the type from the file's first bytes (its upload
 * service), since a declared type is only the browser's guess from the name. The server then
 * decodes it, with the pixel limit and the kept sizes of input/photo-ref.ts.
 */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export type ImageFileIssue = 'image_required' | 'not_an_image' | 'image_too_large';

/** The issue of a chosen file, or null when it may be sent. No file is 'image_required'. */
export function checkImageFile(
  file: { type: string; size: number } | null | undefined,
): ImageFileIssue | null {
  if (!file) return 'image_required';
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase())) return 'not_an_image';
  if (file.size > MAX_IMAGE_BYTES) return 'image_too_large';
  return null;
}

/*
 * Issue 13: the activities contract (packages/domain activities rules, the image rule and the
 * packages/api activities module) had not landed when this area was built. These files stand in for
 * them under the same names and shapes, so switching to the packages is a change of import paths only.
 */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export function checkImageFile(
  file: { type: string; size: number } | null,
): 'image_required' | 'not_an_image' | 'image_too_large' | null {
  if (!file) return 'image_required';
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'not_an_image';
  if (file.size > MAX_IMAGE_BYTES) return 'image_too_large';
  return null;
}

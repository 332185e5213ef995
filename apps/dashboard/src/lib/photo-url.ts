/** Where a stored photo (an event's, an activity's) is served from (the uploads folder, read-only, by its random name). */
export function photoUrl(name: string): string {
  if (/^(https?:)?\/\//.test(name) || name.startsWith('/')) return name;
  return `/uploads/${encodeURIComponent(name)}`;
}

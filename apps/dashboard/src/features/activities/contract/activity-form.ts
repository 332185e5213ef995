/*
 * Issue 13: the activities contract (packages/domain activities rules, the image rule and the
 * packages/api activities module) had not landed when this area was built. These files stand in for
 * them under the same names and shapes, so switching to the packages is a change of import paths only.
 */
export const ACTIVITY_LANGUAGES = ['en', 'ar', 'pl'] as const;
export type ActivityLanguage = (typeof ACTIVITY_LANGUAGES)[number];
export const ACTIVITY_TITLE_MIN_LENGTH = 3;
export const ACTIVITY_TITLE_MAX_LENGTH = 99;
export const ACTIVITY_DESCRIPTION_MIN_LENGTH = 10;
export const ACTIVITY_DESCRIPTION_MAX_LENGTH = 1000;
export const ACTIVITY_LOCATION_MAX_LENGTH = 200;
export interface ActivityFormValues {
  title_en: string;
  title_ar: string;
  title_pl: string;
  description_en: string;
  description_ar: string;
  description_pl: string;
  location_en: string;
  location_ar: string;
  location_pl: string;
  video_link: string;
  date: string;
  time: string;
}
export interface ActivityPayload {
  title_en: string;
  title_ar: string;
  title_pl: string;
  description_en: string;
  description_ar: string;
  description_pl: string;
  location_en: string;
  location_ar: string;
  location_pl: string;
  video_link: string | null;
  date: string | null;
  time: string | null;
}
export function emptyActivityForm(): ActivityFormValues {
  return {
    title_en: '',
    description_en: '',
    location_en: '',
    title_ar: '',
    description_ar: '',
    location_ar: '',
    title_pl: '',
    description_pl: '',
    location_pl: '',
    video_link: '',
    date: '',
    time: '',
  };
}
export function checkActivityField(field: keyof ActivityFormValues, value: string): string | null {
  const text = value.trim();
  if (field.startsWith('title_')) {
    if (!text) return 'required';
    if (text.length < 3) return 'too_short';
    if (text.length > 99) return 'too_long';
    return null;
  }
  if (field.startsWith('description_')) {
    if (!text) return 'required';
    if (text.length < 10) return 'too_short';
    if (text.length > 1000) return 'too_long';
    return null;
  }
  if (field.startsWith('location_')) return text.length > 200 ? 'too_long' : null;
  if (field === 'video_link') {
    if (!text) return null;
    try {
      const u = new URL(text);
      return u.protocol === 'http:' || u.protocol === 'https:' ? null : 'invalid_url';
    } catch {
      return 'invalid_url';
    }
  }
  if (field === 'date') return !text || /^\d{4}-\d{2}-\d{2}$/.test(text) ? null : 'invalid_date';
  if (field === 'time') return !text || /^\d{2}:\d{2}$/.test(text) ? null : 'invalid_time';
  return null;
}
export function checkActivityForm(
  values: ActivityFormValues,
): Partial<Record<keyof ActivityFormValues, string>> {
  const out: Partial<Record<keyof ActivityFormValues, string>> = {};
  for (const key of Object.keys(emptyActivityForm()) as (keyof ActivityFormValues)[]) {
    const issue = checkActivityField(key, values[key] ?? '');
    if (issue) out[key] = issue;
  }
  return out;
}
export function toActivityPayload(values: ActivityFormValues): ActivityPayload {
  const t = (s: string) => s.trim();
  return {
    title_en: t(values.title_en),
    title_ar: t(values.title_ar),
    title_pl: t(values.title_pl),
    description_en: t(values.description_en),
    description_ar: t(values.description_ar),
    description_pl: t(values.description_pl),
    location_en: t(values.location_en),
    location_ar: t(values.location_ar),
    location_pl: t(values.location_pl),
    video_link: t(values.video_link) || null,
    date: t(values.date) || null,
    time: t(values.time) || null,
  };
}
export function activityFormValuesOf(detail: Record<string, unknown>): ActivityFormValues {
  const s = (k: string) => (typeof detail[k] === 'string' ? (detail[k] as string) : '');
  const out = emptyActivityForm() as unknown as Record<string, string>;
  for (const k of Object.keys(out)) out[k] = s(k);
  return out as unknown as ActivityFormValues;
}

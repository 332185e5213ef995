import type { MosqueSettingsUpdate } from '@minbar/api/schemas/settings';
import { HIJRI_OFFSETS } from '@minbar/domain/prayer/hijri';
import { mosqueSettingsInputSchema } from '@minbar/domain/prayer/mosque-settings';
import type { JumuahTimes } from '@minbar/domain/prayer/schedule';
import * as v from 'valibot';

/** What the form holds, as typed; the key order is the focus order of a refused save. */
export type MosqueSettingsFormValues = {
  default_city: string;
  /** '-2' to '2', the select's value. */
  hijri_offset: string;
  /** 'HH:MM', or '' for no Jumu'a. */
  jumuah_athan: string;
  /** 'HH:MM', or '' for no iqama time. */
  jumuah_iqama: string;
};
type MosqueSettingsField = keyof MosqueSettingsFormValues;

export const HIJRI_OFFSET_CHOICES = HIJRI_OFFSETS.map(String);

/** The form's starting values: the settings the server serves. */
export function initialMosqueSettingsValues(settings: {
  defaultCity: string;
  hijriOffset: number;
  jumuah: JumuahTimes | null;
}): MosqueSettingsFormValues {
  return {
    default_city: settings.defaultCity,
    hijri_offset: String(settings.hijriOffset),
    jumuah_athan: settings.jumuah?.athan ?? '',
    jumuah_iqama: settings.jumuah?.iqama ?? '',
  };
}

/** The request's paths as the form's field names: Jumu'a's two times are flat in the form. */
const FIELD_OF_PATH: Record<string, MosqueSettingsField> = {
  default_city: 'default_city',
  hijri_offset: 'hijri_offset',
  'jumuah.athan': 'jumuah_athan',
  'jumuah.iqama': 'jumuah_iqama',
  jumuah: 'jumuah_athan',
};

/** The form's values as PUT /settings takes them, before the domain rule reads them. */
function requestOf(values: MosqueSettingsFormValues) {
  return {
    default_city: values.default_city,
    hijri_offset: Number(values.hijri_offset),
    jumuah: { athan: values.jumuah_athan, iqama: values.jumuah_iqama },
  };
}

/**
 * The form's schema: the values as typed in, the PUT /settings payload out, checked by the one rule
 * the server applies (mosqueSettingsInputSchema), each issue on the field that caused it.
 */
export const mosqueSettingsFormSchema = v.pipe(
  v.object({
    default_city: v.string(),
    hijri_offset: v.string(),
    jumuah_athan: v.string(),
    jumuah_iqama: v.string(),
  }) as unknown as v.GenericSchema<MosqueSettingsFormValues>,
  v.rawTransform(({ dataset, addIssue, NEVER }): MosqueSettingsUpdate => {
    const parsed = v.safeParse(mosqueSettingsInputSchema, requestOf(dataset.value));
    if (parsed.success) return parsed.output;
    for (const issue of parsed.issues) {
      const key: MosqueSettingsField = FIELD_OF_PATH[v.getDotPath(issue) ?? ''] ?? 'default_city';
      addIssue({
        message: issue.message,
        path: [{ type: 'object', origin: 'value', input: dataset.value, key, value: dataset.value[key] }],
      });
    }
    return NEVER;
  }),
);

import type { EventDetail } from '@minbar/api/schemas/events';
import {
  checkEventForm,
  EVENT_FIELDS_BY_LANGUAGE,
  EVENT_LANGUAGES,
  EVENT_PRICE_FIELDS,
  type EventFormValues,
  type EventLanguage,
  type EventPayload,
  emptyEventForm,
  toEventPayload,
} from '@minbar/domain/events/event-form';
import { checkImageFile } from '@minbar/domain/input/image-file';
import * as v from 'valibot';

export type EventFormMode = 'create' | 'edit';
export type EventStatus = 'active' | 'canceled';

/** The dialog's values as typed: the domain's form, the chosen photo's file name and (on edit) the status. */
export type EventDialogValues = EventFormValues & { photo: string; status: string } & Record<string, string>;

/**
 * The six prices in the form's order. None has a sample number as its placeholder: an example price
 * in an empty box reads as a price already filled in.
 */
export const PRICE_FIELDS = EVENT_PRICE_FIELDS;

export type PriceField = (typeof PRICE_FIELDS)[number];

/** The texts each language tab holds. */
export const FIELDS_BY_LANGUAGE: Record<EventLanguage, readonly string[]> = EVENT_FIELDS_BY_LANGUAGE;

/**
 * Which kind of field a form field is, so one issue code ('too_short') is worded with that field's
 * own limit ("at least 3 characters" for a name, 5 for an address).
 */
export function fieldKind(field: string): string {
  if (field.startsWith('event_name_')) return 'name';
  if (field.startsWith('address_')) return 'address';
  if (field.startsWith('about_')) return 'about';
  if (field === 'registration_deadline') return 'deadline';
  if (field.startsWith('price_')) return 'price';
  if (field.startsWith('discount_')) return 'discount';
  return field;
}

const issueCode = (issue: unknown): string =>
  typeof issue === 'string'
    ? issue
    : issue && typeof issue === 'object' && 'code' in issue
      ? String((issue as { code: unknown }).code)
      : 'required';

/** The message key of a field's issue: '<kind>:<code>' ('name:too_short'), worded by eventIssueMessage. */
export const issueKey = (field: string, issue: unknown) => `${fieldKind(field)}:${issueCode(issue)}`;

/** What a valid form hands to the save: the payload the server receives, with the status on an edit. */
export type EventFormOutput = EventPayload;

/**
 * The dialog's check: the domain's event rules against the mosque's today, the image rule on a chosen
 * photo, and a photo on add. Each
 * issue lands on its field; a valid form turns into the payload the server receives.
 */
export function eventFormSchema(
  mode: EventFormMode,
  today: string,
  photo: () => { type: string; size: number } | null = () => null,
) {
  const shape = Object.fromEntries(Object.keys(initialEventValues()).map((name) => [name, v.string()]));
  return v.pipe(
    v.object(shape),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const values = dataset.value as EventDialogValues;
      const issues = checkEventForm(values, today) as Partial<Record<string, unknown>>;
      const onField = (field: string, message: string) =>
        addIssue({
          message,
          path: [{ type: 'object', origin: 'value', input: dataset.value, key: field, value: values[field] }],
        });
      for (const [field, issue] of Object.entries(issues)) if (issue) onField(field, issueKey(field, issue));
      // The one image rule (an image of at most 5 MB), on the chosen file; a new event needs one.
      const chosen = photo();
      if (chosen) {
        const photoIssue = checkImageFile(chosen);
        if (photoIssue) onField('photo', `photo:${photoIssue}`);
      } else if (mode === 'create' && values.photo === '') onField('photo', 'photo:required');
    }),
    v.transform((values): EventFormOutput => {
      const payload = toEventPayload(values as EventDialogValues);
      return mode === 'edit'
        ? { ...payload, status: (values as EventDialogValues).status === 'canceled' ? 'canceled' : 'active' }
        : payload;
    }),
  ) as unknown as v.GenericSchema<EventDialogValues, EventFormOutput>;
}

const numberText = (value: number | null | undefined) =>
  value === undefined || value === null ? '0' : String(value);

/** A blank new event (discount 0), or a stored one in every language for the edit dialog. */
export function initialEventValues(stored?: {
  event: EventDetail;
  texts: Record<EventLanguage, { name: string; address: string; about: string }>;
}): EventDialogValues {
  if (!stored) return { ...emptyEventForm(), photo: '', status: 'active' } as EventDialogValues;
  const { event, texts } = stored;
  const values: Record<string, string> = {};
  for (const language of EVENT_LANGUAGES) {
    values[`event_name_${language}`] = texts[language].name;
    values[`address_${language}`] = texts[language].address;
    values[`about_${language}`] = texts[language].about;
  }
  return {
    ...emptyEventForm(),
    ...values,
    date: event.date,
    time: event.time ?? '',
    // A deadline the server lacks falls back to the event's own day.
    registration_deadline: (event.registration_deadline || event.date).slice(0, 10),
    ...Object.fromEntries(PRICE_FIELDS.map((name) => [name, numberText(event[name])])),
    discount_percentage_children_above_3_same_family: numberText(
      event.discount_percentage_children_above_3_same_family,
    ),
    photo: '',
    status: event.status === 'canceled' ? 'canceled' : 'active',
  } as EventDialogValues;
}

import { isApiError } from '@minbar/api/errors';
import {
  EVENT_ABOUT_MAX_LENGTH,
  EVENT_ABOUT_MIN_LENGTH,
  EVENT_ADDRESS_MAX_LENGTH,
  EVENT_ADDRESS_MIN_LENGTH,
  EVENT_DISCOUNT_MAX,
  EVENT_NAME_MAX_LENGTH,
  EVENT_NAME_MIN_LENGTH,
  EVENT_PRICE_MAX,
} from '@minbar/domain/events/event-form';
import { commonFailure } from '../../lib/feedback';
import type { FieldMessage } from '../../lib/forms/form-context';
import type { EventsMessage, EventsMessageId } from './events-intl';

/** Issue codes of the shared upload service for a refused photo. */
const UPLOAD_ISSUE: Partial<Record<string, EventsMessageId>> = {
  'upload.too_large': 'events.issue.photoTooLarge',
  'upload.not_an_image': 'events.issue.photoNotImage',
  'upload.too_many_pixels': 'events.issue.photoTooManyPixels',
  'upload.damaged': 'events.issue.photoDamaged',
};

/** The limits the messages quote, as the rules hold them. */
const LIMITS: Record<string, { min?: number; max?: number }> = {
  name: { min: EVENT_NAME_MIN_LENGTH, max: EVENT_NAME_MAX_LENGTH },
  address: { min: EVENT_ADDRESS_MIN_LENGTH, max: EVENT_ADDRESS_MAX_LENGTH },
  about: { min: EVENT_ABOUT_MIN_LENGTH, max: EVENT_ABOUT_MAX_LENGTH },
  price: { min: 0, max: EVENT_PRICE_MAX },
  discount: { min: 0, max: EVENT_DISCOUNT_MAX },
};

/** The message of each '<kind>:<code>' (see issueKey); a kind's code missing here reads as its generic text. */
const MESSAGES: Partial<Record<string, EventsMessageId>> = {
  'name:too_short': 'events.issue.tooShort',
  'name:too_long': 'events.issue.tooLong',
  'address:too_short': 'events.issue.tooShort',
  'address:too_long': 'events.issue.tooLong',
  'about:too_short': 'events.issue.tooShort',
  'about:too_long': 'events.issue.tooLong',
  'name:invalid_character': 'events.issue.invalidCharacter',
  'address:invalid_character': 'events.issue.invalidCharacter',
  'about:invalid_character': 'events.issue.invalidCharacter',
  'date:date_in_past': 'events.issue.dateInPast',
  'date:date_invalid': 'events.issue.invalidDate',
  'time:time_invalid': 'events.issue.invalidTime',
  'deadline:deadline_in_past': 'events.issue.deadlineInPast',
  'deadline:deadline_after_date': 'events.issue.deadlineAfterDate',
  'deadline:date_invalid': 'events.issue.invalidDate',
  'price:price_negative': 'events.issue.priceNegative',
  'price:price_too_high': 'events.issue.priceTooHigh',
  'price:price_step': 'events.issue.priceStep',
  'price:not_a_number': 'events.issue.notANumber',
  'discount:discount_negative': 'events.issue.discountNegative',
  'discount:discount_too_high': 'events.issue.discountTooHigh',
  'discount:not_a_number': 'events.issue.notANumber',
  'photo:required': 'events.issue.photoRequired',
  'photo:not_an_image': 'events.issue.photoNotImage',
  'photo:image_too_large': 'events.issue.photoTooLarge',
};

/**
 * Words an issue of the event form ('name:too_short') or of the server (a bare code such as
 * 'upload.too_large'); null for a code it does not know (the shared wording then applies).
 */
export function eventIssueMessage(key: string): FieldMessage | null {
  const upload = UPLOAD_ISSUE[key];
  if (upload) return { id: upload };
  const [kind = '', code = key] = key.includes(':') ? key.split(':') : ['', key];
  if (code === 'required') {
    if (kind === 'photo') return { id: 'events.issue.photoRequired' };
    // A blank price is not taken as 0, so the message says how to write a free one.
    return { id: kind === 'price' ? 'events.issue.priceRequired' : 'events.issue.required' };
  }
  const id = MESSAGES[`${kind}:${code}`];
  if (id) return { id, values: LIMITS[kind] };
  if (kind === 'price' || kind === 'discount') return { id: 'events.issue.notANumber' };
  return kind ? { id: 'events.issue.invalid' } : null;
}

/** A failed load: no answer, a server fault or an unreadable answer are worded as everywhere. */
export function loadFailure(error: unknown, fallback: EventsMessageId): EventsMessage {
  if (isApiError(error) && error.status === 404) return { id: 'events.error.notFound' };
  return commonFailure(error) ?? { id: fallback };
}

/**
 * A refused save: a 413 is a photo over the upload limit; the server's own words when it gave some
 * (a 4xx with a detail and no field errors), otherwise what failed.
 */
export function saveFailure(error: unknown, mode: 'create' | 'edit'): EventsMessage {
  if (isApiError(error) && error.status === 413) return { id: 'events.issue.photoTooLarge' };
  if (isApiError(error) && error.status === 404) return { id: 'events.error.notFound' };
  if (isApiError(error) && Object.keys(error.fieldErrors).length > 0)
    return { id: 'events.error.fieldsRefused' };
  const common = commonFailure(error);
  if (common) return common;
  if (isApiError(error) && error.detail) return { text: error.detail };
  return { id: mode === 'create' ? 'events.error.create' : 'events.error.update' };
}

/** Why one event of a batch delete was not deleted. */
export function deleteFailure(error: unknown): EventsMessage {
  if (isApiError(error) && error.status === 404) return { id: 'events.error.alreadyDeleted' };
  return (
    commonFailure(error) ??
    (isApiError(error) && error.detail ? { text: error.detail } : { id: 'events.error.delete' })
  );
}

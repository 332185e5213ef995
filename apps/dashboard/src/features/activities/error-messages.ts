import { isApiError } from '@minbar/api/errors';
import {
  ACTIVITY_DESCRIPTION_MAX_LENGTH,
  ACTIVITY_DESCRIPTION_MIN_LENGTH,
  ACTIVITY_LOCATION_MAX_LENGTH,
  ACTIVITY_TITLE_MAX_LENGTH,
  ACTIVITY_TITLE_MIN_LENGTH,
  ACTIVITY_VIDEO_LINK_MAX_LENGTH,
} from '@minbar/domain/activities/activity-form';
import { commonFailure } from '../../lib/feedback';
import type { FieldMessage } from '../../lib/forms/form-context';
import type { ActivitiesMessage, ActivitiesMessageId } from './activities-intl';

/** The limits the messages quote, as the rules hold them. */
const LIMITS: Record<string, { min?: number; max?: number }> = {
  title: { min: ACTIVITY_TITLE_MIN_LENGTH, max: ACTIVITY_TITLE_MAX_LENGTH },
  description: { min: ACTIVITY_DESCRIPTION_MIN_LENGTH, max: ACTIVITY_DESCRIPTION_MAX_LENGTH },
  location: { max: ACTIVITY_LOCATION_MAX_LENGTH },
  video_link: { max: ACTIVITY_VIDEO_LINK_MAX_LENGTH },
};

/** The message of each issue code, whichever field it is on (the limits come from the field's kind). */
const CODES: Partial<Record<string, ActivitiesMessageId>> = {
  required: 'activities.issue.required',
  too_short: 'activities.issue.tooShort',
  too_long: 'activities.issue.tooLong',
  invalid_url: 'activities.issue.invalidUrl',
  date_invalid: 'activities.issue.invalidDate',
  invalid_date: 'activities.issue.invalidDate',
  time_invalid: 'activities.issue.invalidTime',
  invalid_time: 'activities.issue.invalidTime',
  image_required: 'activities.issue.photoRequired',
  not_an_image: 'activities.issue.photoNotImage',
  image_too_large: 'activities.issue.photoTooLarge',
  // The shared upload service's codes for a refused photo.
  'upload.too_large': 'activities.issue.photoTooLarge',
  'upload.not_an_image': 'activities.issue.photoNotImage',
  'upload.too_many_pixels': 'activities.issue.photoTooManyPixels',
  'upload.damaged': 'activities.issue.photoDamaged',
};

/**
 * Words an issue of the activity form ('title:too_short') or of the server (a bare code such as
 * 'upload.too_large'); null for a bare code it does not know (the shared wording then applies).
 */
export function activityIssueMessage(key: string): FieldMessage | null {
  const [kind, code] = key.includes(':') ? (key.split(':') as [string, string]) : ['', key];
  const id = CODES[code];
  if (id) return { id, values: LIMITS[kind] };
  return kind ? { id: 'activities.issue.invalid' } : null;
}

/**
 * A failed load, as its message ('Failed to fetch activities') with the reason when there is one
 * the user can act on (offline, no answer, too many attempts); an answer the app cannot read is an
 * 'Invalid response format'.
 */
export interface Failure {
  message: ActivitiesMessage;
  reason: ActivitiesMessage | null;
}

export function loadFailure(error: unknown, failed: ActivitiesMessageId): Failure {
  const message = { id: failed };
  if (isApiError(error) && error.kind === 'contract')
    return { message, reason: { id: 'activities.error.format' } };
  if (isApiError(error) && error.status === 404)
    return { message, reason: { id: 'activities.error.notFound' } };
  return { message, reason: commonFailure(error) };
}

/**
 * A refused save: a 413 is a photo over the upload limit; the server's own words when it gave some
 * (a 4xx with a detail and no field errors), otherwise what failed.
 */
export function saveFailure(error: unknown, mode: 'create' | 'edit'): Failure {
  const message: ActivitiesMessage = {
    id: mode === 'create' ? 'activities.error.create' : 'activities.error.update',
  };
  if (isApiError(error) && error.status === 413)
    return { message, reason: { id: 'activities.issue.photoTooLarge' } };
  if (isApiError(error) && error.status === 404)
    return { message, reason: { id: 'activities.error.notFound' } };
  if (isApiError(error) && Object.keys(error.fieldErrors).length > 0)
    return { message, reason: { id: 'activities.error.fieldsRefused' } };
  if (isApiError(error) && error.kind === 'contract')
    return { message, reason: { id: 'activities.error.format' } };
  const common = commonFailure(error);
  if (common) return { message, reason: common };
  return { message, reason: isApiError(error) && error.detail ? { text: error.detail } : null };
}

/** Why one activity of a batch delete was not deleted. */
export function deleteFailure(error: unknown): ActivitiesMessage {
  if (isApiError(error) && error.status === 404) return { id: 'activities.error.alreadyDeleted' };
  return (
    commonFailure(error) ??
    (isApiError(error) && error.detail ? { text: error.detail } : { id: 'activities.error.delete' })
  );
}

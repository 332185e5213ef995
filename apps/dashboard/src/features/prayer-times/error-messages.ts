import { isApiError } from '@minbar/api/errors';
import { bulkRejectionSchema } from '@minbar/api/schemas/prayer';
import type { BulkDayIssue } from '@minbar/domain/prayer/bulk-entry';
import { HIJRI_ISSUE } from '@minbar/domain/prayer/hijri';
import { IQAMA_ISSUE, type IqamaIssue } from '@minbar/domain/prayer/iqama';
import { MOSQUE_SETTINGS_ISSUE } from '@minbar/domain/prayer/mosque-settings';
import { PRAYER_ISSUE } from '@minbar/domain/prayer/prayers';
import * as v from 'valibot';
import { commonFailure, networkFailure } from '../../lib/feedback';
import type { PrayerFeedback, PrayerMessageId } from './prayer-intl';

/** The server's agreed details (apps/server routes) that get their own translation. */
const CONFLICT_DETAIL = 'Date range conflicts with existing settings';
const NO_TIMES_DETAIL = 'No prayer times available';
const DATE_TAKEN_DETAIL = 'Prayer times already exist for this city and date';
const RANGE_ORDER_DETAIL = 'End date must be after start date';

const BULK_ISSUE_MESSAGES: Record<BulkDayIssue | typeof PRAYER_ISSUE.noneEntered, PrayerMessageId> = {
  [PRAYER_ISSUE.order]: 'prayer.error.order',
  [PRAYER_ISSUE.incomplete]: 'prayer.error.incomplete',
  [PRAYER_ISSUE.timeInvalid]: 'prayer.error.timeInvalid',
  [PRAYER_ISSUE.duplicateDate]: 'prayer.error.duplicateDate',
  [PRAYER_ISSUE.dateInvalid]: 'prayer.error.dateInvalid',
  [PRAYER_ISSUE.noneEntered]: 'prayer.error.noneEntered',
};

const IQAMA_ISSUE_MESSAGES: Partial<Record<IqamaIssue, PrayerMessageId>> = {
  [IQAMA_ISSUE.rangeRequired]: 'prayer.error.rangeRequired',
  [IQAMA_ISSUE.endBeforeStart]: 'prayer.error.endBeforeStart',
  [IQAMA_ISSUE.dateRequired]: 'prayer.error.dateRequired',
  [IQAMA_ISSUE.noSettingsId]: 'prayer.error.noSettingsId',
  [IQAMA_ISSUE.minutesInvalid]: 'prayer.error.minutesInvalid',
  [IQAMA_ISSUE.fixedInvalid]: 'prayer.error.fixedInvalid',
};

/** A bulk-entry rule broken by some days: the message names the dates. */
export function bulkIssueFeedback(
  code: BulkDayIssue | typeof PRAYER_ISSUE.noneEntered,
  dates: readonly string[],
): PrayerFeedback {
  return { id: BULK_ISSUE_MESSAGES[code], values: { dates: dates.join(', ') } };
}

export function iqamaIssueFeedback(code: IqamaIssue): PrayerFeedback {
  return { id: IQAMA_ISSUE_MESSAGES[code] ?? 'prayer.error.saveIqama' };
}

function isKnownBulkCode(code: string): code is BulkDayIssue | typeof PRAYER_ISSUE.noneEntered {
  return code in BULK_ISSUE_MESSAGES;
}

/** POST /prayer-times/bulk: a refused batch names its dates; otherwise 'Error saving prayer times'. */
export function bulkSaveFailure(error: unknown): PrayerFeedback {
  if (isApiError(error) && error.status === 400) {
    const rejection = v.safeParse(bulkRejectionSchema, error.body);
    if (rejection.success && isKnownBulkCode(rejection.output.code))
      return bulkIssueFeedback(rejection.output.code, rejection.output.dates);
    if (error.detail) return { text: error.detail };
  }
  return commonFailure(error) ?? { id: 'prayer.error.savePrayers' };
}

/** The server detail when one is given, in our words when we know it. */
function knownDetail(detail: string | null): PrayerFeedback | null {
  if (detail === CONFLICT_DETAIL) return { id: 'prayer.error.conflict' };
  if (detail === NO_TIMES_DETAIL) return { id: 'prayer.error.noTimesAvailable' };
  if (detail === DATE_TAKEN_DETAIL) return { id: 'prayer.error.dateTaken' };
  if (detail === RANGE_ORDER_DETAIL) return { id: 'prayer.error.endBeforeStart' };
  if (detail && detail in IQAMA_ISSUE_MESSAGES) return iqamaIssueFeedback(detail as IqamaIssue);
  return null;
}

/** Save iqama: the conflict in the user's language, other details as given, else the generic text. */
export function iqamaSaveFailure(error: unknown): PrayerFeedback {
  if (isApiError(error) && error.kind === 'http' && error.status !== null && error.status < 500) {
    return (
      knownDetail(error.detail) ?? (error.detail ? { text: error.detail } : { id: 'prayer.error.saveIqama' })
    );
  }
  return commonFailure(error) ?? { id: 'prayer.error.saveIqama' };
}

/**
 * Update iqama: validation errors are listed as 'location - message' lines; the
 * conflict has its own message; anything else reads 'Error updating settings'.
 */
export function iqamaUpdateFailure(error: unknown): PrayerFeedback {
  if (isApiError(error) && error.kind === 'http') {
    const body = error.body as { detail?: unknown } | undefined;
    if (Array.isArray(body?.detail)) {
      const lines = body.detail
        .filter((item): item is { loc: unknown[]; msg: string } => typeof item?.msg === 'string')
        .map((item) => `${Array.isArray(item.loc) ? item.loc.join('.') : ''} - ${item.msg}`);
      if (lines.length > 0) return { text: lines.join('\n') };
    }
    const known = knownDetail(error.detail);
    if (known) return known;
  }
  return commonFailure(error) ?? { id: 'prayer.error.updateIqama' };
}

/** Delete: the server's message when it gives one, else the generic text of what was deleted. */
export function deleteFailure(
  error: unknown,
  fallback: 'prayer.error.deletePrayer' | 'prayer.error.deleteIqama',
): PrayerFeedback {
  if (isApiError(error) && error.kind === 'http' && error.status !== null && error.status < 500)
    return knownDetail(error.detail) ?? (error.detail ? { text: error.detail } : { id: fallback });
  return commonFailure(error) ?? { id: fallback };
}

/** PUT /update-athan-time: a taken date or a vanished day in our words, else the generic text. */
export function prayerUpdateFailure(error: unknown): PrayerFeedback {
  if (isApiError(error)) {
    const known = knownDetail(error.detail);
    if (known) return known;
  }
  return commonFailure(error) ?? { id: 'prayer.error.updatePrayer' };
}

/**
 * The range view's red banner: a detail we know in the reader's words, another as the server gave it,
 * else 'Error fetching prayer times range'.
 */
export function rangeFailure(error: unknown): PrayerFeedback {
  if (isApiError(error) && error.kind === 'http' && error.detail) {
    const known = knownDetail(error.detail);
    if (known) return known;
    return { id: 'prayer.range.errorDetail', values: { detail: error.detail } };
  }
  return commonFailure(error) ?? { id: 'prayer.range.error' };
}

export function downloadFailure(error: unknown): PrayerFeedback {
  return networkFailure(error) ?? { id: 'prayer.error.download' };
}

/** The today card: a 401 says 'Unauthorized: Could not validate credentials'; other failures, that it could not load. */
export function todayFailure(error: unknown): PrayerFeedback {
  if (isApiError(error) && error.status === 401) return { id: 'prayer.today.unauthorized' };
  return networkFailure(error) ?? { id: 'prayer.today.error' };
}

const MOSQUE_SETTINGS_ISSUE_MESSAGES: Record<string, PrayerMessageId> = {
  [MOSQUE_SETTINGS_ISSUE.cityUnknown]: 'prayer.error.cityUnknown',
  [PRAYER_ISSUE.cityRequired]: 'prayer.error.cityUnknown',
  [HIJRI_ISSUE.offsetInvalid]: 'prayer.error.hijriOffset',
  [MOSQUE_SETTINGS_ISSUE.jumuahTimeInvalid]: 'prayer.error.jumuahTime',
  [MOSQUE_SETTINGS_ISSUE.jumuahAthanRequired]: 'prayer.error.jumuahAthanRequired',
  [MOSQUE_SETTINGS_ISSUE.jumuahIqamaBeforeAthan]: 'prayer.error.jumuahIqamaBeforeAthan',
};

/** The mosque settings' rule codes in the user's words; null for a code of another rule. */
export function mosqueSettingsIssueFeedback(code: string): PrayerFeedback | null {
  const id = MOSQUE_SETTINGS_ISSUE_MESSAGES[code];
  return id ? { id } : null;
}

/**
 * PUT /settings refused or failed: a 403 says only an administrator may change them; a 422's field
 * errors are shown under their fields (fieldErrorsOfResponse), so the banner only sums up; the network
 * and server failures in the app's words; else the generic text.
 */
export function mosqueSettingsSaveFailure(error: unknown): PrayerFeedback {
  if (isApiError(error) && error.status === 403) return { id: 'prayer.error.mosqueSettingsForbidden' };
  return commonFailure(error) ?? { id: 'prayer.error.saveMosqueSettings' };
}

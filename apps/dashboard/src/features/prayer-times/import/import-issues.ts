import { isApiError } from '@minbar/api/errors';
import { bulkRejectionSchema } from '@minbar/api/schemas/prayer';
import { PRAYER_ISSUE } from '@minbar/domain/prayer/prayers';
import {
  IMPORT_ISSUE,
  type TimetableFileIssue,
  type TimetableRowIssue,
} from '@minbar/domain/prayer/timetable-import';
import * as v from 'valibot';
import { networkFailure } from '../../../lib/feedback';
import type { MessageId } from '../../../lib/i18n';
import type { PrayerToolsMessageId } from '../statistics/tools-messages';

const ROW_ISSUE_MESSAGES: Record<TimetableRowIssue, PrayerToolsMessageId> = {
  [PRAYER_ISSUE.order]: 'tools.import.issue.order',
  [PRAYER_ISSUE.timeInvalid]: 'tools.import.issue.timeInvalid',
  [PRAYER_ISSUE.incomplete]: 'tools.import.issue.incomplete',
  [PRAYER_ISSUE.duplicateDate]: 'tools.import.issue.duplicateDate',
  [PRAYER_ISSUE.dateInvalid]: 'tools.import.issue.dateInvalid',
  [IMPORT_ISSUE.columnsMissing]: 'tools.import.issue.columnsMissing',
  [IMPORT_ISSUE.dayInvalid]: 'tools.import.issue.dayInvalid',
};

/** The message of a row's issue code. */
export function rowIssueMessage(code: TimetableRowIssue): PrayerToolsMessageId {
  return ROW_ISSUE_MESSAGES[code];
}

/** The header line of a year in the download format: a file's own words, never translated. */
export const DOWNLOAD_COLUMNS = 'date,fajr,dhuhr,asr,maghrib,isha';

/** A Mawaqit calendar's header line, as Mawaqit writes it in every language. */
export const MAWAQIT_COLUMNS = 'Day,Fajr,Shuruk,Dhuhr,Asr,Maghrib,Isha';

/**
 * The message of a whole-file issue, or null for 'rows invalid', which the preview's summary
 * already states with the row numbers.
 */
export function fileIssueMessage(code: TimetableFileIssue): PrayerToolsMessageId | null {
  switch (code) {
    case IMPORT_ISSUE.formatUnknown:
      return 'tools.import.fileIssue.formatUnknown';
    case IMPORT_ISSUE.monthRequired:
      return 'tools.import.fileIssue.monthRequired';
    case IMPORT_ISSUE.monthMismatch:
      return 'tools.import.fileIssue.monthMismatch';
    case PRAYER_ISSUE.noneEntered:
      return 'tools.import.fileIssue.noneEntered';
    default:
      return null;
  }
}

/** Why a save failed, in a form the dialog translates. */
export type ImportFailure =
  /** The server refused the batch with a known rule: the rule and the dates it names. */
  | { kind: 'rejected'; message: PrayerToolsMessageId; dates: string[] }
  /** No answer: offline (nothing was sent) or the server out of reach. */
  | { kind: 'network'; message: MessageId }
  /** Any other failure: the server's own words when it gave some (docs/decisions/0008). */
  | { kind: 'other'; detail: string | null };

const isRowIssue = (code: string): code is TimetableRowIssue => code in ROW_ISSUE_MESSAGES;

export function importFailure(error: unknown): ImportFailure {
  const network = networkFailure(error);
  if (network) return { kind: 'network', message: network.id };
  if (!isApiError(error)) return { kind: 'other', detail: null };
  const rejection = v.safeParse(bulkRejectionSchema, error.body);
  if (error.status === 400 && rejection.success && isRowIssue(rejection.output.code)) {
    return {
      kind: 'rejected',
      message: rowIssueMessage(rejection.output.code),
      dates: rejection.output.dates,
    };
  }
  return { kind: 'other', detail: error.detail };
}

import { isApiError } from '@minbar/api/errors';
import { DONATION_ISSUE } from '@minbar/domain/donations/money';
import { NISAB_ISSUE } from '@minbar/domain/donations/zakat';
import { commonFailure, issueMessage as sharedIssueMessage } from '../../lib/feedback';
import type { FieldMessage } from '../../lib/forms/form-context';
import type { MosqueSettingsMessage, MosqueSettingsMessageId } from './mosque-settings-intl';

/** What the nisab dialog says about a load or a save: a message, or the server's own words. */
export type NisabMessage = MosqueSettingsMessage | { text: string };

const NISAB_ISSUE_MESSAGES: Partial<Record<string, MosqueSettingsMessageId>> = {
  [NISAB_ISSUE.basisInvalid]: 'mosqueSettings.nisabForm.issue.basis',
  [NISAB_ISSUE.priceInvalid]: 'mosqueSettings.nisabForm.issue.price',
  [NISAB_ISSUE.dateInvalid]: 'mosqueSettings.nisabForm.issue.date',
  [NISAB_ISSUE.rateInvalid]: 'mosqueSettings.nisabForm.issue.rate',
  [NISAB_ISSUE.rateDateInvalid]: 'mosqueSettings.nisabForm.issue.rateDate',
  [DONATION_ISSUE.currencyInvalid]: 'mosqueSettings.nisabForm.issue.currency',
};

/**
 * Words an issue code of the nisab rules (the form's own check or the server's refusal); a blank box
 * and any other code as the app words them everywhere.
 */
export function nisabIssueMessage(code: string): FieldMessage | null {
  const id = NISAB_ISSUE_MESSAGES[code];
  return id ? { id } : sharedIssueMessage(code);
}

/** The figures could not be read: no answer or a server fault as everywhere, else what failed. */
export function nisabLoadFailure(error: unknown): NisabMessage {
  return commonFailure(error) ?? { id: 'mosqueSettings.nisabForm.loadFailed' };
}

/** A refused save: the common failures, else the server's words or what failed. */
export function nisabSaveFailure(error: unknown): NisabMessage {
  const common = commonFailure(error);
  if (common) return common;
  if (isApiError(error) && error.detail && Object.keys(error.fieldErrors).length === 0)
    return { text: error.detail };
  return { id: 'mosqueSettings.nisabForm.saveFailed' };
}

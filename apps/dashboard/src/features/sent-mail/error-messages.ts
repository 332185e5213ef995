import { isApiError } from '@minbar/api/errors';
import { networkFailure } from '../../lib/feedback';
import type { SentMailMessage } from './sent-mail-intl';

/** The server's agreed details for the send-again call (apps/server's sent-mail routes). */
const NOT_FAILED = 'Only a failed mail is sent again';
const NOT_FOUND = 'Mail not found';

export function sendAgainFailure(error: unknown): SentMailMessage {
  if (isApiError(error) && error.status === 409 && error.detail === NOT_FAILED)
    return { id: 'sentMail.error.notFailed' };
  if (isApiError(error) && error.status === 404 && error.detail === NOT_FOUND)
    return { id: 'sentMail.error.notFound' };
  return networkFailure(error) ?? { id: 'sentMail.error.sendAgain' };
}

export function loadFailure(error: unknown): SentMailMessage {
  return networkFailure(error) ?? { id: 'sentMail.error.fetch' };
}

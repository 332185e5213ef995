import type { Failure } from './error-messages';
import { useSubjectsMessage, useSubjectsT } from './subjects-intl';

/** A failure as one toast line: what failed, then why, when known. */
export function useFailureText(): (failure: Failure) => string {
  const t = useSubjectsT();
  const word = useSubjectsMessage();
  return (failure) =>
    failure.reason
      ? t('subjects.toast.withReason', { failure: word(failure.message), reason: word(failure.reason) })
      : word(failure.message);
}

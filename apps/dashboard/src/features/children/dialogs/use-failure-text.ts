import { useChildrenMessage, useChildrenT } from '../children-intl';
import type { Failure } from '../error-messages';

/** A failure as one toast line: what failed, then why, when known. */
export function useFailureText(): (failure: Failure) => string {
  const t = useChildrenT();
  const word = useChildrenMessage();
  return (failure) =>
    failure.reason
      ? t('children.toast.withReason', { failure: word(failure.message), reason: word(failure.reason) })
      : word(failure.message);
}

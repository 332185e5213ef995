import { isApiError } from '@minbar/api/errors';
import { commonFailure } from '../../lib/feedback';
import type { ChildrenMessage, ChildrenMessageId } from './children-intl';

/**
 * A failure in the user's words ('Failed to approve child. Please try again.' ...) with the reason when there is one
 * the user can act on: no answer, a server fault, a child or teacher gone, or the server's own words
 * (a 409: a request cannot be assigned yet).
 */
export interface Failure {
  message: ChildrenMessage;
  reason: ChildrenMessage | null;
}

export type FailedCall = 'load' | 'teachers' | 'approve' | 'delete' | 'assign' | 'reassign' | 'remove';

const MESSAGE: Record<FailedCall, ChildrenMessageId> = {
  load: 'children.error.load',
  teachers: 'children.error.teachers',
  approve: 'children.toast.approveFailed',
  delete: 'children.toast.deleteFailed',
  assign: 'children.toast.assignFailed',
  reassign: 'children.toast.reassignFailed',
  remove: 'children.toast.saveFailed',
};

export function failureOf(error: unknown, call: FailedCall): Failure {
  const message: ChildrenMessage = { id: MESSAGE[call] };
  if (isApiError(error) && error.kind === 'contract')
    return { message, reason: { id: 'children.error.format' } };
  if (isApiError(error) && error.status === 404)
    return { message, reason: { id: 'children.error.notFound' } };
  const common = commonFailure(error);
  if (common) return { message, reason: common };
  return { message, reason: isApiError(error) && error.detail ? { text: error.detail } : null };
}

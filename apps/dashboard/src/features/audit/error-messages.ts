import { networkFailure } from '../../lib/feedback';
import type { AuditMessage } from './audit-intl';

export function loadFailure(error: unknown): AuditMessage {
  return networkFailure(error) ?? { id: 'audit.error.fetch' };
}

import { useToast } from '@minbar/ui/toast/toast';
import { useIntl } from 'react-intl';
import type { DeskMessage } from './desk-model';

/** The desk's popups: a desk message in the UI's language. */
export function useDeskToast() {
  const intl = useIntl();
  const toast = useToast();
  return (tone: 'success' | 'error', message: DeskMessage) =>
    toast.show({ tone, message: intl.formatMessage({ id: message.id }, message.values) });
}

import { useT } from '../../../lib/i18n';
import '../../../lib/page/page.css';
import { LoadFailure } from '../../../lib/load-failure';

/**
 * The dashboard's content while a reload or a new tab gets its access token through the refresh
 * cookie: the app's loading line, or the network message with a retry when the server is out of reach.
 */
export function SessionRestoring({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const t = useT();
  if (failed) {
    return <LoadFailure message={t('error.network')} onRetry={onRetry} slot="session-restoring" />;
  }
  return (
    <p role="status" aria-live="polite" data-slot="session-restoring">
      {t('app.loading')}
    </p>
  );
}

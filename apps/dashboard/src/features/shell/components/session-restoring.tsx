import { Button } from '@minbar/ui/button/button';
import { useT } from '../../../lib/i18n';
import '../../../lib/page/page.css';

/**
 * The dashboard's content while a reload or a new tab gets its access token through the refresh
 * cookie: the app's loading line, or the network message with a retry when the server is out of reach.
 */
export function SessionRestoring({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const t = useT();
  if (failed) {
    return (
      <div className="dashboard-alert" role="alert" data-slot="session-restoring">
        <p>{t('error.network')}</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('app.retry')}
        </Button>
      </div>
    );
  }
  return (
    <p role="status" aria-live="polite" data-slot="session-restoring">
      {t('app.loading')}
    </p>
  );
}

import { Button } from '@minbar/ui/button/button';
import { useT } from '../lib/i18n';
import './dashboard-unavailable.css';

/**
 * Shown when the dashboard's code could not be fetched (the network dropped between the sign-in page
 * and the dashboard): the network message and a way to try again, instead of a blank page.
 */
export function DashboardUnavailable({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <main className="dashboard-unavailable">
      <p role="alert">{t('error.network')}</p>
      <Button onClick={onRetry}>{t('app.retry')}</Button>
    </main>
  );
}

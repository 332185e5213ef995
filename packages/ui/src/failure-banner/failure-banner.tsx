import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { useUiMessage } from '../provider/ui-provider';
import './failure-banner.css';

export interface FailureBannerProps {
  /** What failed, in the user's language ("The list could not be loaded."). */
  message: ReactNode;
  /** Why, on a line of its own (the server's reason, or "No connection."); left out when unknown. */
  reason?: ReactNode;
  /** Tries the failed call again; without it the banner has no retry button. */
  onRetry?: () => void;
  /** Hides a failure that needs no retry (a change the user may simply make again). */
  onDismiss?: () => void;
}

/**
 * A failure shown where it happened: in red, announced as an alert, what failed first and the
 * reason below it, with a retry and/or a dismiss button. Every failure is shown in the user's
 * language (docs/decisions/0008), so the caller passes words it has already translated.
 */
export function FailureBanner({ message, reason, onRetry, onDismiss }: FailureBannerProps) {
  const t = useUiMessage();
  return (
    <div className="ui-failure-banner" role="alert" data-slot="failure-banner">
      <div className="ui-failure-banner__text">
        <p className="ui-failure-banner__message">{message}</p>
        {reason ? <p className="ui-failure-banner__reason">{reason}</p> : null}
      </div>
      {onRetry || onDismiss ? (
        <div className="ui-failure-banner__actions">
          {onRetry ? (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              {t('ui.failureBanner.retry')}
            </Button>
          ) : null}
          {onDismiss ? (
            <Button variant="ghost" size="sm" onClick={onDismiss}>
              {t('ui.failureBanner.dismiss')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

import { Button } from '@minbar/ui/button/button';
import type { Failure } from '../error-messages';
import { usePricingMessage, usePricingT } from '../pricing-intl';
import '../../../lib/page/page.css';
import './pricing.css';

export interface FailureBannerProps {
  failure: Failure;
  /** Tries the failed call again. */
  onRetry?: () => void;
  /** Hides a failure that needs no retry (a status change the user may simply make again). */
  onDismiss?: () => void;
}

/** The red banner of a failure: what failed in the user's language, the reason on a line of its own. */
export function FailureBanner({ failure, onRetry, onDismiss }: FailureBannerProps) {
  const t = usePricingT();
  const word = usePricingMessage();
  return (
    <div className="dashboard-alert pricing-failure" role="alert">
      <div className="pricing-failure__text">
        <p className="pricing-failure__message">{word(failure.message)}</p>
        {failure.reason ? <p>{word(failure.reason)}</p> : null}
      </div>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('app.retry')}
        </Button>
      ) : null}
      {onDismiss ? (
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          {t('pricing.error.dismiss')}
        </Button>
      ) : null}
    </div>
  );
}

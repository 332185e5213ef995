import { Button } from '@minbar/ui/button/button';
import { useChildrenMessage, useChildrenT } from '../children-intl';
import type { Failure } from '../error-messages';
import '../../../lib/page/page.css';
import './children.css';

/** A list that did not load, in red, with the reason on its own line and a retry. */
export function FailureBanner({ failure, onRetry }: { failure: Failure; onRetry?: () => void }) {
  const t = useChildrenT();
  const word = useChildrenMessage();
  return (
    <div className="dashboard-alert children-failure" role="alert">
      <div className="children-failure__text">
        <p className="children-failure__message">{word(failure.message)}</p>
        {failure.reason ? <p>{word(failure.reason)}</p> : null}
      </div>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('app.retry')}
        </Button>
      ) : null}
    </div>
  );
}

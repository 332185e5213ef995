import { Button } from '@minbar/ui/button/button';
import type { Failure } from '../error-messages';
import { useSubjectsMessage, useSubjectsT } from '../subjects-intl';
import '../../../lib/page/page.css';
import './subjects.css';

/** What did not load, in red, with the reason on its own line and a retry. */
export function FailureBanner({ failure, onRetry }: { failure: Failure; onRetry?: () => void }) {
  const t = useSubjectsT();
  const word = useSubjectsMessage();
  return (
    <div className="dashboard-alert subjects-failure" role="alert">
      <div className="subjects-failure__text">
        <p className="subjects-failure__message">{word(failure.message)}</p>
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

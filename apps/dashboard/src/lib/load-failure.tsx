import { Button } from '@minbar/ui/button/button';
import type { ReactNode } from 'react';
import { useT } from './i18n';
import './page/page.css';

export interface LoadFailureProps {
  /** What could not be loaded, already in the reader's language. */
  message: ReactNode;
  /** Asks for it again. */
  onRetry: () => void;
  /** The retry's words, where an area has its own; "Retry" otherwise. */
  retryLabel?: string;
  /** Marks the block for the screen's own CSS or tests. */
  slot?: string;
}

/**
 * In place of a list or a section that could not be loaded: why, and a way to ask again. Every
 * screen says it the same way, announced as an alert.
 */
export function LoadFailure({ message, onRetry, retryLabel, slot }: LoadFailureProps) {
  const t = useT();
  return (
    <div className="dashboard-alert" role="alert" data-slot={slot}>
      <p>{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {retryLabel ?? t('app.retry')}
      </Button>
    </div>
  );
}

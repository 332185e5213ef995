import { Button } from '@minbar/ui/button/button';
import { Spinner } from '@minbar/ui/spinner/spinner';
import { type ReactNode, Suspense } from 'react';
import { ErrorBoundary } from './error-boundary';
import './states.css';

export interface LoadableProps {
  /** Said while the data loads. */
  loadingText: string;
  /** Said when it failed; the retry button follows it. */
  failureText: string;
  retryText: string;
  /** Drops the failed load before the children render again. */
  onRetry: () => void;
  /**
   * Shown while loading instead of the loading line: a placeholder of the size of what loads, so
   * nothing around it moves when the data arrives. It must say the loading text itself (a
   * role="status" line), as screen readers hear nothing else.
   */
  placeholder?: ReactNode;
  children: ReactNode;
}

/** Suspense and an error boundary in one: a loading line, then the children or the failure with a retry. */
export function Loadable({
  loadingText,
  failureText,
  retryText,
  onRetry,
  placeholder,
  children,
}: LoadableProps) {
  return (
    <ErrorBoundary
      onRetry={onRetry}
      fallback={(_error, retry) => <FailureState text={failureText} retryText={retryText} onRetry={retry} />}
    >
      <Suspense fallback={placeholder ?? <LoadingState text={loadingText} />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

export function LoadingState({ text }: { text: string }) {
  return (
    <p className="loading-state" role="status">
      <Spinner />
      <span>{text}</span>
    </p>
  );
}

export function FailureState({
  text,
  retryText,
  onRetry,
}: {
  text: string;
  retryText: string;
  onRetry: () => void;
}) {
  return (
    <div className="failure-state" role="alert">
      <p>{text}</p>
      <Button variant="secondary" onClick={onRetry}>
        {retryText}
      </Button>
    </div>
  );
}

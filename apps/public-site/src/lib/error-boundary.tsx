import { Component, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  /** What shows instead of the children after a failure; `retry` renders them again. */
  fallback: (error: unknown, retry: () => void) => ReactNode;
  /** Runs before the retry renders the children again (drop the failed load from the cache). */
  onRetry?: () => void;
  children: ReactNode;
}

interface ErrorBoundaryState {
  failure: { error: unknown } | null;
}

/** Catches a failed load (a rejected promise read through use()) and offers to try again. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failure: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failure: { error } };
  }

  retry = () => {
    this.props.onRetry?.();
    this.setState({ failure: null });
  };

  override render() {
    const { failure } = this.state;
    return failure ? this.props.fallback(failure.error, this.retry) : this.props.children;
  }
}

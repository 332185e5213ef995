import { FailureBanner } from '@minbar/ui/failure-banner/failure-banner';
import type { ReactNode } from 'react';

/** A failure kept to be shown later: what failed and, when known, why, in an area's own messages. */
export interface Failure<Message> {
  message: Message;
  reason: Message | null;
}

export interface FeatureFailureBannerProps<Message> {
  failure: Failure<Message>;
  /** Tries the failed call again. */
  onRetry?: () => void;
  /** Hides a failure that needs no retry (a status change the user may simply make again). */
  onDismiss?: () => void;
}

/**
 * An area's failure banner: its failure worded by the area's own messages (`word`, from the area's
 * `use<Area>Message`), shown by ui's FailureBanner, so every area's failures look and read alike.
 */
export function FeatureFailureBanner<Message>({
  failure,
  word,
  onRetry,
  onDismiss,
}: FeatureFailureBannerProps<Message> & { word: (message: Message) => ReactNode }) {
  return (
    <FailureBanner
      message={word(failure.message)}
      reason={failure.reason ? word(failure.reason) : undefined}
      onRetry={onRetry}
      onDismiss={onDismiss}
    />
  );
}

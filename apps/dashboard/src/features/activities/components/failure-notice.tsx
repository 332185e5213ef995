import { FeatureFailureBanner, type FeatureFailureBannerProps } from '../../../lib/failure-banner';
import { type ActivitiesMessage, useActivitiesMessage } from '../activities-intl';
import type { Failure } from '../error-messages';
import './activities.css';

/** A failure in the user's language, with its reason on a line of its own when there is one. */
export function FailureText({ failure }: { failure: Failure }) {
  const word = useActivitiesMessage();
  return (
    <>
      <p className="activities-failure__message">{word(failure.message)}</p>
      {failure.reason ? <p className="activities-failure__reason">{word(failure.reason)}</p> : null}
    </>
  );
}

/** What failed in this area, in red, with the reason on its own line and a retry. */
export function FailureBanner(props: FeatureFailureBannerProps<ActivitiesMessage>) {
  return <FeatureFailureBanner {...props} word={useActivitiesMessage()} />;
}

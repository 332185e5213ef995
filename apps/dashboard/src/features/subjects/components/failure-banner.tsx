import { FeatureFailureBanner, type FeatureFailureBannerProps } from '../../../lib/failure-banner';
import { type SubjectsMessage, useSubjectsMessage } from '../subjects-intl';

/** What failed in this area, in red, with the reason on its own line and a retry or a dismiss. */
export function FailureBanner(props: FeatureFailureBannerProps<SubjectsMessage>) {
  return <FeatureFailureBanner {...props} word={useSubjectsMessage()} />;
}

import { FeatureFailureBanner, type FeatureFailureBannerProps } from '../../../lib/failure-banner';
import { type ChildrenMessage, useChildrenMessage } from '../children-intl';

/** What failed in this area, in red, with the reason on its own line and a retry or a dismiss. */
export function FailureBanner(props: FeatureFailureBannerProps<ChildrenMessage>) {
  return <FeatureFailureBanner {...props} word={useChildrenMessage()} />;
}

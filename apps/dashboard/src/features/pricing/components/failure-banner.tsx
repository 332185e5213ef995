import { FeatureFailureBanner, type FeatureFailureBannerProps } from '../../../lib/failure-banner';
import { type PricingMessage, usePricingMessage } from '../pricing-intl';

/** What failed in this area, in red, with the reason on its own line and a retry or a dismiss. */
export function FailureBanner(props: FeatureFailureBannerProps<PricingMessage>) {
  return <FeatureFailureBanner {...props} word={usePricingMessage()} />;
}

import { failureBannerOf } from '../../../lib/failure-banner';
import { usePricingMessage } from '../pricing-intl';

/** What failed in this area, in red, with the reason on its own line and a retry or a dismiss. */
export const FailureBanner = failureBannerOf(usePricingMessage);

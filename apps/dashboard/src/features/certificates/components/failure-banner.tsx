import { FeatureFailureBanner, type FeatureFailureBannerProps } from '../../../lib/failure-banner';
import { type CertificatesMessage, useCertificatesMessage } from '../certificates-intl';

/** What failed in this area, in red, with the reason on its own line and a retry or a dismiss. */
export function FailureBanner(props: FeatureFailureBannerProps<CertificatesMessage>) {
  return <FeatureFailureBanner {...props} word={useCertificatesMessage()} />;
}

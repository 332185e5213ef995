import { photoSources } from '@minbar/domain/input/photo-ref';
import { fallbackImage } from '../../lib/uploaded-image';

/** How wide a campaign's page draws its picture (the `sizes` its srcset is chosen by). */
export const CAMPAIGN_IMAGE_SIZES = '(min-width: 48rem) 48rem, 100vw';

/**
 * Asks for a campaign's picture as soon as the campaign's answer is in, before its page has rendered:
 * the picture is the page's largest paint, and the very sources and sizes the page's <picture> offers
 * make the browser reuse this download.
 */
export function preloadCampaignImage(image: string | null, id: number): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  const sources = image ? photoSources(image) : null;
  const srcSet = sources?.webpSrcSet || sources?.jpegSrcSet;
  if (sources && srcSet) {
    if (sources.webpSrcSet) link.type = 'image/webp';
    link.setAttribute('imagesrcset', srcSet);
    link.setAttribute('imagesizes', CAMPAIGN_IMAGE_SIZES);
  } else {
    link.href = sources ? sources.src : fallbackImage(id);
  }
  document.head.appendChild(link);
}

import { preloadImage, preloadPhoto } from '../../lib/preload-photo';
import { fallbackImage } from '../../lib/uploaded-image';

/** How wide a campaign's page draws its picture (the `sizes` its srcset is chosen by). */
export const CAMPAIGN_IMAGE_SIZES = '(min-width: 48rem) 48rem, 100vw';

/**
 * Asks for a campaign's picture, the page's largest paint, as soon as the campaign's answer is in; a
 * campaign without one shows the site's picture for it.
 */
export function preloadCampaignImage(image: string | null, id: number): void {
  if (image) preloadPhoto(image, CAMPAIGN_IMAGE_SIZES);
  else
    preloadImage((link) => {
      link.href = fallbackImage(id);
    });
}

import { describe, expect, it } from 'vitest';
import { activityIssueMessage } from './error-messages';

/* Every code the shared upload service refuses a photo with is worded in this area, which takes a photo. */
describe('the upload service’s refusals, worded', () => {
  it.each([
    ['upload.too_large', 'activities.issue.photoTooLarge'],
    ['upload.not_an_image', 'activities.issue.photoNotImage'],
    ['upload.too_many_pixels', 'activities.issue.photoTooManyPixels'],
    ['upload.damaged', 'activities.issue.photoDamaged'],
  ])('%s', (code, id) => {
    expect(activityIssueMessage(code)).toEqual({ id });
  });
});

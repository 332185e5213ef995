import { describe, expect, it } from 'vitest';
import { activityIssueMessage } from '../activities/error-messages';
import { categoryIssueMessage } from '../donations/error-messages';
import { eventIssueMessage } from './error-messages';

/* Every code the shared upload service refuses a photo with is worded in each area that takes one. */
describe('the upload service’s refusals, worded', () => {
  it.each([
    [
      'upload.too_large',
      'events.issue.photoTooLarge',
      'activities.issue.photoTooLarge',
      'donations.issue.imageTooLarge',
    ],
    [
      'upload.not_an_image',
      'events.issue.photoNotImage',
      'activities.issue.photoNotImage',
      'donations.issue.notAnImage',
    ],
    [
      'upload.too_many_pixels',
      'events.issue.photoTooManyPixels',
      'activities.issue.photoTooManyPixels',
      'donations.issue.imageTooManyPixels',
    ],
    [
      'upload.damaged',
      'events.issue.photoDamaged',
      'activities.issue.photoDamaged',
      'donations.issue.imageDamaged',
    ],
  ])('%s', (code, event, activity, category) => {
    expect([eventIssueMessage(code), activityIssueMessage(code), categoryIssueMessage(code)]).toEqual([
      { id: event },
      { id: activity },
      { id: category },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { eventIssueMessage } from './error-messages';

/* Every code the shared upload service refuses a photo with is worded in this area, which takes a photo. */
describe('the upload service’s refusals, worded', () => {
  it.each([
    ['upload.too_large', 'events.issue.photoTooLarge'],
    ['upload.not_an_image', 'events.issue.photoNotImage'],
    ['upload.too_many_pixels', 'events.issue.photoTooManyPixels'],
    ['upload.damaged', 'events.issue.photoDamaged'],
  ])('%s', (code, id) => {
    expect(eventIssueMessage(code)).toEqual({ id });
  });
});

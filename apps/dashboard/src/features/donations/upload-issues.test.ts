import { describe, expect, it } from 'vitest';
import { categoryIssueMessage } from './error-messages';

/* Every code the shared upload service refuses a photo with is worded in this area, which takes a photo. */
describe('the upload service’s refusals, worded', () => {
  it.each([
    ['upload.too_large', 'donations.issue.imageTooLarge'],
    ['upload.not_an_image', 'donations.issue.notAnImage'],
    ['upload.too_many_pixels', 'donations.issue.imageTooManyPixels'],
    ['upload.damaged', 'donations.issue.imageDamaged'],
  ])('%s', (code, id) => {
    expect(categoryIssueMessage(code)).toEqual({ id });
  });
});

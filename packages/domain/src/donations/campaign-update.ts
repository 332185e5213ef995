import * as v from 'valibot';
import { isIsoDate } from '../input/dates';
import { boundedText } from '../input/text';
import type { CategoryLanguage } from './category';
import { DONATION_ISSUE } from './money';

/**
 * A campaign update: a dated note the staff post on a campaign ("the roof is on", "the first
 * 100 meals were served") with an optional photo, so donors see what the money has done. Its text is
 * written in the three languages, as the campaign's own texts are, so no donor reads a gap.
 */
export const CAMPAIGN_UPDATE_TEXT_MAX_LENGTH = 2000;

/** A campaign page lists this many of its latest updates; older ones are history, not news. */
export const CAMPAIGN_UPDATES_SHOWN = 10;

export const CAMPAIGN_UPDATE_TEXT_FIELDS = {
  en: 'text_en',
  ar: 'text_ar',
  pl: 'text_pl',
} as const satisfies Record<CategoryLanguage, string>;

const text = v.pipe(
  boundedText(CAMPAIGN_UPDATE_TEXT_MAX_LENGTH, { tooLong: DONATION_ISSUE.textTooLong }),
  v.trim(),
  v.nonEmpty(DONATION_ISSUE.required),
);

/**
 * The body of posting or editing an update: the day it happened ('YYYY-MM-DD', which the staff may
 * set back to when the work was done) and the text in each language. The photo travels beside it.
 */
export const campaignUpdateInputSchema = v.object(
  {
    date: v.pipe(
      v.string(DONATION_ISSUE.required),
      v.trim(),
      v.nonEmpty(DONATION_ISSUE.required),
      // A blank date is refused once, as required, not also as a date that does not exist.
      v.check((date) => date === '' || isIsoDate(date), DONATION_ISSUE.dateInvalid),
    ),
    text_en: text,
    text_ar: text,
    text_pl: text,
  },
  DONATION_ISSUE.required,
);
export type CampaignUpdateInput = v.InferInput<typeof campaignUpdateInputSchema>;
export type CampaignUpdateSave = v.InferOutput<typeof campaignUpdateInputSchema>;

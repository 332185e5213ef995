import type { CampaignUpdate } from '@minbar/api/schemas/donations';
import { type CampaignUpdateSave, campaignUpdateInputSchema } from '@minbar/domain/donations/campaign-update';
import { checkImageFile } from '@minbar/domain/input/image-file';
import * as v from 'valibot';

/** The form's values as typed, and the chosen photo's file name ('' for none). */
export interface CampaignUpdateFormValues extends Record<string, string> {
  date: string;
  text_en: string;
  text_ar: string;
  text_pl: string;
  photo: string;
}

export type CampaignUpdateFormOutput = CampaignUpdateSave;

/** The text field of each language tab. */
export const UPDATE_FIELDS_BY_LANGUAGE = { en: ['text_en'], ar: ['text_ar'], pl: ['text_pl'] } as const;

/** A new update starts on the mosque's today; an edit starts from what is stored. */
export function initialUpdateValues(today: string, update?: CampaignUpdate): CampaignUpdateFormValues {
  return {
    date: update?.date ?? today,
    text_en: update?.text_en ?? '',
    text_ar: update?.text_ar ?? '',
    text_pl: update?.text_pl ?? '',
    photo: '',
  };
}

/** The upload service's codes, which the area's messages word, for the image rule's issues. */
const PHOTO_ISSUE = { not_an_image: 'upload.not_an_image', image_too_large: 'upload.too_large' } as const;

/**
 * The domain's rule of an update (the server parses the same), and the one image rule on a chosen
 * photo, each issue under its field; a valid form turns into the body the server receives.
 */
export function campaignUpdateFormSchema(photo: () => { type: string; size: number } | null = () => null) {
  return v.pipe(
    v.object({ ...campaignUpdateInputSchema.entries, photo: v.string() }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const chosen = photo();
      const issue = chosen ? checkImageFile(chosen) : null;
      if (issue === 'not_an_image' || issue === 'image_too_large') {
        addIssue({
          message: PHOTO_ISSUE[issue],
          path: [
            {
              type: 'object',
              origin: 'value',
              input: dataset.value,
              key: 'photo',
              value: dataset.value.photo,
            },
          ],
        });
      }
    }),
    v.transform(({ photo: _chosen, ...input }): CampaignUpdateFormOutput => input),
  ) as unknown as v.GenericSchema<CampaignUpdateFormValues, CampaignUpdateFormOutput>;
}

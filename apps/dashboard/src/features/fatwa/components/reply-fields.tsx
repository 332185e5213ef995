import type { FatwaLanguage } from '@minbar/domain/fatwa/language';
import { REPLY_FIELDS_BY_LANGUAGE, type ReplyInput, replyFormSchemaFor } from '@minbar/domain/fatwa/reply';
import { useId } from 'react';
import { useAppForm } from '../../../lib/forms/app-form';
import { MultiLanguageFields, useContentLanguageTabs } from '../../../lib/forms/multi-language-form';
import type { ReplyDraft } from '../desk-model';
import { useFatwaT } from '../fatwa-intl';
import './fatwa-desk.css';

export interface ReplyFormOptions {
  /** The values the form starts with (kept by the caller: a draft, or the answer being edited). */
  initialValues: ReplyDraft;
  /** The language the question was asked in: its answer is required, the others are translations. */
  askerLanguage: FatwaLanguage;
  /** A reply that passes replyFormSchemaFor(askerLanguage), the rule the server checks too. */
  onSubmit: (reply: ReplyInput) => void;
  onChange?: (draft: ReplyDraft) => void;
}

/** The six fields of a reply in one form, checked by the domain's reply rule for the asker's language. */
export function useReplyForm({ initialValues, askerLanguage, onSubmit, onChange }: ReplyFormOptions) {
  return useAppForm({
    schema: replyFormSchemaFor(askerLanguage),
    defaultValues: initialValues,
    onSubmit,
    onChange,
  });
}

export type ReplyFormApi = ReturnType<typeof useReplyForm>;

export interface ReplyFieldsProps {
  form: ReplyFormApi;
  /** The language the question was asked in: its tab opens first and shows the question as asked. */
  askerLanguage: FatwaLanguage;
  /** A dialog guards its own close path instead of the route (see MultiLanguageFields). */
  guardNavigation?: boolean;
  /** The values that count as nothing typed; the form's initial values unless given. */
  baseline?: ReplyDraft;
}

/**
 * The EN, AR and PL tabs on the shared multi-language form, opening on the asker's language. There the
 * asker's question is shown as asked, read-only, above the one required field, the answer; the other
 * tabs hold an optional translation of both. A tab holding an error is marked, and a refused save
 * opens the first one.
 */
export function ReplyFields({ form, askerLanguage, guardNavigation, baseline }: ReplyFieldsProps) {
  const t = useFatwaT();
  const askedId = useId();
  const tabs = useContentLanguageTabs(REPLY_FIELDS_BY_LANGUAGE);
  return (
    <MultiLanguageFields
      tabs={tabs}
      label={t('fatwa.reply.languages')}
      initialTab={askerLanguage}
      guardNavigation={guardNavigation}
      baseline={baseline}
    >
      {(tab) => {
        const [questionField, responseField] = REPLY_FIELDS_BY_LANGUAGE[tab.value];
        const language = t(`fatwa.language.${tab.value}`);
        const isAskerTab = tab.value === askerLanguage;
        return (
          <div className="fatwa-reply__fields">
            {isAskerTab ? (
              <form.Subscribe selector={(state) => state.values[questionField]}>
                {(asked) => (
                  <div className="fatwa-reply__asked">
                    <p id={askedId} className="fatwa-reply__asked-label">
                      {t('fatwa.reply.asked', { language })}
                    </p>
                    <blockquote
                      className="fatwa-reply__asked-text"
                      lang={tab.lang}
                      dir="auto"
                      aria-labelledby={askedId}
                    >
                      {asked}
                    </blockquote>
                  </div>
                )}
              </form.Subscribe>
            ) : (
              <>
                <p className="fatwa-reply__hint">{t('fatwa.reply.translationHint')}</p>
                <form.AppField name={questionField}>
                  {(field) => (
                    <field.TextAreaField
                      label={t('fatwa.reply.question', { language })}
                      rows={2}
                      lang={tab.lang}
                    />
                  )}
                </form.AppField>
              </>
            )}
            <form.AppField name={responseField}>
              {(field) => (
                <field.TextAreaField
                  label={t('fatwa.reply.response', { language })}
                  rows={4}
                  lang={tab.lang}
                  required={isAskerTab}
                />
              )}
            </form.AppField>
          </div>
        );
      }}
    </MultiLanguageFields>
  );
}

import { REPLY_FIELDS_BY_LANGUAGE, type ReplyInput, replyFormSchema } from '@minbar/domain/fatwa/reply';
import { useAppForm } from '../../../lib/forms/app-form';
import { MultiLanguageFields, useContentLanguageTabs } from '../../../lib/forms/multi-language-form';
import type { ReplyDraft } from '../desk-model';
import { useFatwaT } from '../fatwa-intl';
import './fatwa-desk.css';

export interface ReplyFormOptions {
  /** The values the form starts with (kept by the caller: a draft, or the answer being edited). */
  initialValues: ReplyDraft;
  /** A reply that passes replyFormSchema, the schema the server parses with. */
  onSubmit: (reply: ReplyInput) => void;
  onChange?: (draft: ReplyDraft) => void;
}

/** The six fields of a reply in one form, checked by the domain's reply schema. */
export function useReplyForm({ initialValues, onSubmit, onChange }: ReplyFormOptions) {
  return useAppForm({ schema: replyFormSchema, defaultValues: initialValues, onSubmit, onChange });
}

export type ReplyFormApi = ReturnType<typeof useReplyForm>;

export interface ReplyFieldsProps {
  form: ReplyFormApi;
  /** A dialog guards its own close path instead of the route (see MultiLanguageFields). */
  guardNavigation?: boolean;
  /** The values that count as nothing typed; the form's initial values unless given. */
  baseline?: ReplyDraft;
}

/**
 * The EN, AR and PL tabs with a question and an answer each, on the shared
 * multi-language form: a tab holding an error is marked, and a refused save opens the first one.
 */
export function ReplyFields({ form, guardNavigation, baseline }: ReplyFieldsProps) {
  const t = useFatwaT();
  const tabs = useContentLanguageTabs(REPLY_FIELDS_BY_LANGUAGE);
  return (
    <MultiLanguageFields
      tabs={tabs}
      label={t('fatwa.reply.languages')}
      guardNavigation={guardNavigation}
      baseline={baseline}
    >
      {(tab) => (
        <div className="fatwa-reply__fields">
          {REPLY_FIELDS_BY_LANGUAGE[tab.value].map((name) => {
            const isQuestion = name.startsWith('question');
            return (
              <form.AppField key={name} name={name}>
                {(field) => (
                  <field.TextAreaField
                    label={t(isQuestion ? 'fatwa.reply.question' : 'fatwa.reply.response', {
                      language: t(`fatwa.language.${tab.value}`),
                    })}
                    rows={isQuestion ? 2 : 4}
                    lang={tab.lang}
                    required
                  />
                )}
              </form.AppField>
            );
          })}
        </div>
      )}
    </MultiLanguageFields>
  );
}

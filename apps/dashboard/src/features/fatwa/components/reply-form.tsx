import type { FatwaLanguage } from '@minbar/domain/fatwa/language';
import type { ReplyInput } from '@minbar/domain/fatwa/reply';
import { Button } from '@minbar/ui/button/button';
import { useStore } from '@tanstack/react-form';
import { useId, useState } from 'react';
import type { ServerFieldErrors } from '../../../lib/forms/form-context';
import { FormElement } from '../../../lib/forms/form-element';
import { type ReplyDraft, replyIssueMessage } from '../desk-model';
import { useFatwaT } from '../fatwa-intl';
import { ReplyFields, useReplyForm } from './reply-fields';

export interface ReplyFormProps {
  /** What the form starts with: a kept draft, or a fresh one with the asker's words. */
  initialDraft: ReplyDraft;
  /** The language the question was asked in: the form opens on it and only its answer is required. */
  askerLanguage: FatwaLanguage;
  /** A fresh draft of this question: a form equal to it has nothing to lose on leaving. */
  emptyDraft: ReplyDraft;
  /** Every change, so the caller keeps the draft while the imam looks at another question. */
  onDraftChange?: (draft: ReplyDraft) => void;
  /** Called with a reply that passed the check; nothing is sent otherwise. */
  onSend: (reply: ReplyInput) => void;
  /** The server's refusal of the last send, under its fields (what was typed stays). */
  serverErrors?: ServerFieldErrors;
  onReload: () => void;
  sending?: boolean;
  reloading?: boolean;
}

/** The imam's reply: reload by its title, the answer in the asker's language, optional translations, send. */
export function ReplyForm({
  initialDraft,
  askerLanguage,
  emptyDraft,
  onDraftChange,
  onSend,
  serverErrors,
  onReload,
  sending = false,
  reloading = false,
}: ReplyFormProps) {
  const t = useFatwaT();
  const titleId = useId();
  // The form owns its values from here on; a new initial draft means a new form (the caller keys it).
  const [initialValues] = useState(initialDraft);
  const form = useReplyForm({ initialValues, askerLanguage, onSubmit: onSend, onChange: onDraftChange });
  const refused = useStore(form.store, (state) => state.submissionAttempts > 0 && !state.isFieldsValid);

  return (
    <form.AppForm>
      <FormElement
        className="fatwa-reply"
        aria-labelledby={titleId}
        busy={sending}
        issueMessage={replyIssueMessage}
        serverErrors={serverErrors}
      >
        {/* Reload sits by the title, away from Send at the form's end, so one is never hit for the other. */}
        <div className="fatwa-reply__head">
          <h3 id={titleId} className="fatwa-reply__title">
            {t('fatwa.reply.title')}
          </h3>
          <Button variant="ghost" size="sm" loading={reloading} onClick={onReload}>
            {t('fatwa.reply.reload')}
          </Button>
        </div>
        {refused ? (
          <p className="fatwa-reply__alert" role="alert">
            {t('fatwa.reply.invalid')}
          </p>
        ) : null}
        {/* The desk guards leaving with any question's draft, this one's included (onDraftChange). */}
        <ReplyFields
          form={form}
          askerLanguage={askerLanguage}
          baseline={emptyDraft}
          guardNavigation={false}
        />
        <div className="fatwa-reply__actions">
          <Button type="submit" loading={sending}>
            {t('fatwa.reply.send')}
          </Button>
        </div>
      </FormElement>
    </form.AppForm>
  );
}

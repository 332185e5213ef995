import type { FatwaLanguage } from '@minbar/domain/fatwa/language';
import type { ReplyField } from '@minbar/domain/fatwa/reply';
import { Button } from '@minbar/ui/button/button';
import { type FormEvent, useId, useState } from 'react';
import type { ReplyDraft, ReplyErrors } from '../desk-model';
import { useFatwaT } from '../fatwa-intl';
import { ReplyFields } from './reply-fields';

export interface ReplyFormProps {
  questionId: number;
  draft: ReplyDraft;
  onDraftChange: (field: ReplyField, value: string) => void;
  errors: ReplyErrors;
  /** See ReplyFields: raised by the caller on each refused send. */
  focusRequest: number;
  onSend: () => void;
  onReload: () => void;
  sending?: boolean;
  reloading?: boolean;
  /** The tab shown first; the form then keeps the user's choice. */
  initialTab?: FatwaLanguage;
}

/** The imam's reply: three language tabs, reload and send. The draft lives with the caller. */
export function ReplyForm(props: ReplyFormProps) {
  const t = useFatwaT();
  const titleId = useId();
  const [activeTab, setActiveTab] = useState<FatwaLanguage>(props.initialTab ?? 'en');
  const hasErrors = Object.keys(props.errors).length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSend();
  };

  return (
    <form className="fatwa-reply" aria-labelledby={titleId} noValidate onSubmit={submit}>
      <h3 id={titleId} className="fatwa-reply__title">
        {t('fatwa.reply.title')}
      </h3>
      {hasErrors ? (
        <p className="fatwa-reply__alert" role="alert">
          {t('fatwa.reply.invalid')}
        </p>
      ) : null}
      <ReplyFields
        idPrefix={`reply-${props.questionId}`}
        draft={props.draft}
        onDraftChange={props.onDraftChange}
        errors={props.errors}
        activeTab={activeTab}
        onActiveTabChange={setActiveTab}
        focusRequest={props.focusRequest}
      />
      <div className="fatwa-reply__actions">
        <Button variant="secondary" loading={props.reloading ?? false} onClick={props.onReload}>
          {t('fatwa.reply.reload')}
        </Button>
        <Button type="submit" loading={props.sending ?? false}>
          {t('fatwa.reply.send')}
        </Button>
      </div>
    </form>
  );
}

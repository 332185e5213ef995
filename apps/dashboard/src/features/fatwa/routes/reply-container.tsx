import type { FatwaQuestion } from '@minbar/api/schemas/fatwa';
import { askerLanguageOf, type FatwaLanguage } from '@minbar/domain/fatwa/language';
import type { ReplyInput } from '@minbar/domain/fatwa/reply';
import { useState } from 'react';
import { ReplyForm } from '../components/reply-form';
import {
  emptyDraft,
  fatwaFailure,
  type ReplyDraft,
  type ReplyErrors,
  serverReplyErrors,
} from '../desk-model';
import { useCreateResponse } from '../queries/use-create-response';
import { useDeskToast } from '../use-desk-toast';

export interface ReplyContainerProps {
  question: FatwaQuestion;
  /** The desk's content language: the answer comes back in it. */
  language: FatwaLanguage;
  /** The kept draft of this question, if the imam typed one before. */
  draft: ReplyDraft | undefined;
  onDraftChange: (draft: ReplyDraft) => void;
  /** The question with its new answer, once the server stored it. */
  onAnswered: (question: FatwaQuestion) => void;
  onReload: () => void;
  reloading: boolean;
}

/** The reply form of the selected question and the call that sends it. */
export function ReplyContainer({
  question,
  language,
  draft,
  onDraftChange,
  onAnswered,
  onReload,
  reloading,
}: ReplyContainerProps) {
  const say = useDeskToast();
  const createResponse = useCreateResponse();
  const [refusal, setRefusal] = useState<{ questionId: number; errors: ReplyErrors } | null>(null);
  // Counts the answers sent from here: each starts a fresh form, whenever the list catches up.
  const [sent, setSent] = useState(0);

  const send = (reply: ReplyInput) => {
    const asked = question;
    setRefusal(null);
    createResponse.mutate(
      { questionId: asked.id, reply, language },
      {
        onSuccess: (answer) => {
          say('success', { id: 'fatwa.success.created' });
          setSent((count) => count + 1);
          onAnswered({ ...asked, responses: [...asked.responses, answer.response] });
        },
        onError: (error) => {
          const errors = serverReplyErrors(error);
          if (Object.keys(errors).length > 0) setRefusal({ questionId: asked.id, errors });
          say('error', fatwaFailure(error, 'fatwa.error.create'));
        },
      },
    );
  };

  const fresh = emptyDraft(question);
  return (
    <ReplyForm
      // A new question, or a sent answer, starts a new form; a refresh of the same question does not.
      key={`${question.id}:${sent}`}
      initialDraft={draft ?? fresh}
      askerLanguage={askerLanguageOf(question.language)}
      emptyDraft={fresh}
      onDraftChange={onDraftChange}
      onSend={send}
      serverErrors={refusal?.questionId === question.id ? refusal.errors : undefined}
      onReload={onReload}
      sending={createResponse.isPending}
      reloading={reloading}
    />
  );
}

import * as v from 'valibot';
import { boundedText } from '../input/text';
import { FATWA_ISSUE } from './reply';

export const QUESTION_MAX_LENGTH = 2000;

/** A question from the community app: its text and whether the asker hides their name. */
export const newQuestionSchema = v.object(
  {
    question: v.pipe(
      boundedText(QUESTION_MAX_LENGTH, { tooLong: FATWA_ISSUE.questionTooLong }),
      v.trim(),
      v.nonEmpty(FATWA_ISSUE.required),
    ),
    is_anonymous: v.optional(v.boolean(FATWA_ISSUE.invalidFlag), false),
  },
  FATWA_ISSUE.required,
);
export type NewQuestionInput = v.InferInput<typeof newQuestionSchema>;

export type AskerDisplayName = { kind: 'anonymous' } | { kind: 'unknown' } | { kind: 'user'; name: string };

/**
 * Who the desk shows as the asker: the anonymous flag wins over any name, and a
 * question whose account is gone (or a server that sends no name) shows as 'Unknown'.
 */
export function askerDisplayName(question: {
  username?: string | null;
  is_anonymous: boolean;
}): AskerDisplayName {
  if (question.is_anonymous) return { kind: 'anonymous' };
  const name = question.username?.trim();
  return name ? { kind: 'user', name } : { kind: 'unknown' };
}

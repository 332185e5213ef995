import { isApiError, isNetworkFailure } from '@minbar/api/errors';
import type { MonthlyLinkAnswer } from '@minbar/api/schemas/monthly-gifts';
import { ISSUE } from '@minbar/domain/access/credentials';
import { monthlyLinkRequestSchema } from '@minbar/domain/donations/monthly';
import { Button } from '@minbar/ui/button/button';
import { TextField } from '@minbar/ui/text-field/text-field';
import { useForm, useStore } from '@tanstack/react-form';
import { useState } from 'react';
import * as v from 'valibot';
import { useAppMessages } from '../../../lib/app-intl';
import { type GiftPagesMessageId, useGiftPagesMessages } from '../gift-pages-intl';
import '../flow.css';

export interface MonthlyLinkRequestProps {
  request: (email: string) => Promise<MonthlyLinkAnswer>;
}

function failureOf(error: unknown): GiftPagesMessageId {
  if (isApiError(error) && error.status === 429) return 'monthly.requestTooMany';
  if (isNetworkFailure(error)) return 'monthly.requestOffline';
  return 'monthly.requestFailed';
}

/**
 * Asks for a new management link by the address the receipts go to. Whatever the address, the page
 * then says the same thing (a link goes to it if it gives monthly), so nobody learns here who gives.
 * A failure keeps the address typed.
 */
export function MonthlyLinkRequest({ request }: MonthlyLinkRequestProps) {
  const site = useAppMessages();
  const t = useGiftPagesMessages();
  const [failure, setFailure] = useState<GiftPagesMessageId | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    defaultValues: { email: '' },
    onSubmit: async ({ value }) => {
      setFailure(null);
      const { email } = v.parse(monthlyLinkRequestSchema, value);
      try {
        await request(email);
        setSentTo(email);
      } catch (error) {
        setFailure(failureOf(error));
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const submitted = useStore(form.store, (state) => state.submissionAttempts > 0);
  const emailIssue = (issue: unknown) =>
    issue === ISSUE.required || issue === undefined
      ? site('payment.emailRequired')
      : site('payment.emailInvalid');

  if (sentTo) {
    return (
      <p role="status" className="statement-page__sent">
        {t('monthly.requestSent', { email: sentTo })}
      </p>
    );
  }
  return (
    <form
      className="statement-form"
      noValidate
      aria-busy={submitting || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.Field
        name="email"
        validators={{
          onChange: ({ value }) => {
            const result = v.safeParse(monthlyLinkRequestSchema.entries.email, value);
            return result.success ? undefined : result.issues[0]?.message;
          },
        }}
      >
        {(field) => (
          <TextField
            label={t('monthly.requestEmail')}
            name={field.name}
            type="email"
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            autoComplete="email"
            required
            error={
              (field.state.meta.isBlurred || submitted) && field.state.meta.errors.length > 0
                ? emailIssue(field.state.meta.errors[0])
                : undefined
            }
          />
        )}
      </form.Field>
      <div role="alert" className="statement-form__failure">
        {failure ? <p>{t(failure)}</p> : null}
      </div>
      <Button type="submit" loading={submitting} className="statement-form__submit">
        {t('monthly.requestSubmit')}
      </Button>
    </form>
  );
}

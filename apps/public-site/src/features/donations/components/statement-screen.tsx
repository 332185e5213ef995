import { isApiError, isNetworkFailure } from '@minbar/api/errors';
import type { StatementAnswer } from '@minbar/api/schemas/donations';
import { ISSUE } from '@minbar/domain/access/credentials';
import {
  STATEMENT_LINK_DAYS,
  type StatementRequestInput,
  statementRequestSchema,
  statementYears,
} from '@minbar/domain/donations/statement';
import { Button } from '@minbar/ui/button/button';
import { NativeSelect } from '@minbar/ui/select/native-select';
import { TextField } from '@minbar/ui/text-field/text-field';
import { useForm, useStore } from '@tanstack/react-form';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { useAppMessages } from '../../../lib/app-intl';
import { type GiftPagesMessageId, useGiftPagesMessages } from '../gift-pages-intl';
import '../flow.css';
import '../../../lib/states.css';

export interface StatementScreenProps {
  /** The year it is now at the centre: the newest that may be asked for, and the one chosen first. */
  currentYear: number;
  request: (input: StatementRequestInput) => Promise<StatementAnswer>;
}

function failureOf(error: unknown): GiftPagesMessageId {
  if (isApiError(error) && error.status === 429) return 'statement.tooMany';
  if (isNetworkFailure(error)) return 'statement.offline';
  return 'statement.failed';
}

/**
 * Asks for the yearly statement of gifts: the address the donor gave with and a year. Whatever the
 * address, the page then says the same thing (a link goes to the address if it gave that year), so
 * nobody learns here who gives to the centre. A failure keeps what was typed.
 */
export function StatementScreen({ currentYear, request }: StatementScreenProps) {
  const t = useAppMessages();
  const gift = useGiftPagesMessages();
  const yearId = useId();
  const [schema] = useState(() => statementRequestSchema(currentYear));
  const [failure, setFailure] = useState<GiftPagesMessageId | null>(null);
  const [sent, setSent] = useState<{ email: string; year: number } | null>(null);
  const form = useForm({
    defaultValues: { email: '', year: String(currentYear) },
    onSubmit: async ({ value }) => {
      setFailure(null);
      const input = v.parse(schema, { email: value.email, year: Number(value.year) });
      try {
        await request(input);
        setSent(input);
      } catch (error) {
        setFailure(failureOf(error));
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const submitted = useStore(form.store, (state) => state.submissionAttempts > 0);

  if (sent) {
    return (
      <section className="statement-page" aria-labelledby="statement-title">
        <h1 id="statement-title">{gift('statement.title')}</h1>
        <p role="status" className="statement-page__sent">
          {gift('statement.sent', { email: sent.email, year: sent.year, days: STATEMENT_LINK_DAYS })}
        </p>
        <p>{gift('statement.spam')}</p>
        <Button
          variant="secondary"
          className="statement-page__again"
          onClick={() => {
            // Another year is most often asked for the same address: the form comes back as it was
            // sent (the form keeps its values while the answer is shown), with the year to change.
            setSent(null);
          }}
        >
          {gift('statement.again')}
        </Button>
      </section>
    );
  }

  const emailIssue = (issue: unknown) =>
    issue === ISSUE.required || issue === undefined ? t('payment.emailRequired') : t('payment.emailInvalid');
  return (
    <section className="statement-page" aria-labelledby="statement-title">
      <h1 id="statement-title">{gift('statement.title')}</h1>
      <p className="statement-page__intro">{gift('statement.intro')}</p>
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
              const result = v.safeParse(schema.entries.email, value);
              return result.success ? undefined : result.issues[0]?.message;
            },
          }}
        >
          {(field) => (
            <TextField
              label={gift('statement.email')}
              description={gift('statement.emailHint')}
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
        <form.Field name="year">
          {(field) => (
            <div className="statement-form__year">
              <label htmlFor={yearId}>{gift('statement.year')}</label>
              <NativeSelect
                id={yearId}
                name={field.name}
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value)}
              >
                {statementYears(currentYear).map((year) => (
                  <option key={year} value={year}>
                    {year}
                  </option>
                ))}
              </NativeSelect>
            </div>
          )}
        </form.Field>
        <div role="alert" className="statement-form__failure">
          {failure ? <p>{gift(failure)}</p> : null}
        </div>
        <Button type="submit" loading={submitting} className="statement-form__submit">
          {gift('statement.submit')}
        </Button>
      </form>
    </section>
  );
}

import type { DonationCategory } from '@minbar/api/schemas/donations';
import {
  checkDonationAmount,
  DONATION_PRESETS,
  MAX_DONATION,
  MIN_DONATION,
  sanitizeAmountInput,
} from '@minbar/domain/donations/amount';
import { DONATION_ISSUE } from '@minbar/domain/donations/money';
import { Button } from '@minbar/ui/button/button';
import { TextField } from '@minbar/ui/text-field/text-field';
import { useForm, useStore } from '@tanstack/react-form';
import { useAppMessages } from '../../../lib/app-intl';
import { ChoiceChips } from '../../../lib/choice-chips';
import { useMoney } from '../../../lib/money';
import '../flow.css';

const OTHER = 'other';

export interface DonateScreenProps {
  category: DonationCategory;
  /** An amount brought from the zakat calculator, or the category's suggested gift. */
  initialAmount?: number;
  onDonate: (amount: number) => void;
}

function initialChoice(amount: number | undefined): { choice: string; other: string } {
  if (amount === undefined || amount <= 0) return { choice: String(DONATION_PRESETS[1]), other: '' };
  if ((DONATION_PRESETS as readonly number[]).includes(amount)) return { choice: String(amount), other: '' };
  return { choice: OTHER, other: String(amount) };
}

/** The amount step: a preset (15, 25, 50, 100 PLN) or another amount of at least 15 PLN. */
export function DonateScreen({ category, initialAmount, onDonate }: DonateScreenProps) {
  const t = useAppMessages();
  const money = useMoney();
  const form = useForm({
    defaultValues: initialChoice(initialAmount ?? (category.default_value || undefined)),
    onSubmit: ({ value }) => {
      const check = checkDonationAmount(value.choice === OTHER ? value.other : Number(value.choice));
      if (check.ok) onDonate(check.amount);
    },
  });
  const choice = useStore(form.store, (state) => state.values.choice);
  const submitted = useStore(form.store, (state) => state.submissionAttempts > 0);

  const issueText = (issue: unknown) =>
    issue === DONATION_ISSUE.amountTooSmall
      ? t('donate.minimum', { minimum: money(MIN_DONATION) })
      : issue === DONATION_ISSUE.amountTooLarge
        ? t('donate.tooLarge', { maximum: money(MAX_DONATION) })
        : t('donate.invalid');

  return (
    <section className="donate-page" aria-labelledby="donate-title">
      <h1 id="donate-title">{t('donate.title')}</h1>
      <p className="donate-page__for">{t('donate.for', { name: category.name })}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        <form.Field name="choice">
          {(field) => (
            <ChoiceChips
              legend={t('donate.amountLegend')}
              name={field.name}
              options={[...DONATION_PRESETS.map(String), OTHER].map((value) => ({
                value,
                label: value === OTHER ? t('donate.other') : money(Number(value)),
              }))}
              value={field.state.value}
              onChange={field.handleChange}
            />
          )}
        </form.Field>
        {choice === OTHER ? (
          <form.Field
            name="other"
            validators={{
              onChange: ({ value }) => {
                const check = checkDonationAmount(value);
                return check.ok ? undefined : check.issue;
              },
            }}
          >
            {(field) => (
              <TextField
                label={t('donate.otherLabel')}
                name={field.name}
                value={field.state.value}
                onChange={(next) => field.handleChange(sanitizeAmountInput(next))}
                onBlur={field.handleBlur}
                inputMode="decimal"
                autoComplete="off"
                required
                error={
                  (field.state.meta.isBlurred || submitted) && field.state.meta.errors.length > 0
                    ? issueText(field.state.meta.errors[0])
                    : undefined
                }
              />
            )}
          </form.Field>
        ) : null}
        <Button type="submit" className="donate-page__submit">
          {t('donate.submit')}
        </Button>
      </form>
    </section>
  );
}

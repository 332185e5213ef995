import type { DonationCategory } from '@minbar/api/schemas/donations';
import {
  amountInputText,
  checkDonationAmount,
  type DecimalMark,
  DONATION_PRESETS,
  sanitizeAmountInput,
} from '@minbar/domain/donations/amount';
import { takesMonthlyGifts } from '@minbar/domain/donations/monthly';
import type { DonationFrequency } from '@minbar/domain/donations/payment';
import { Button } from '@minbar/ui/button/button';
import { TextField } from '@minbar/ui/text-field/text-field';
import { useForm, useStore } from '@tanstack/react-form';
import { useAppMessages } from '../../../lib/app-intl';
import { ChoiceChips } from '../../../lib/choice-chips';
import { useDecimalMark, useMoney } from '../../../lib/money';
import { useGiftPagesMessages } from '../gift-pages-intl';
import { useAmountIssueText } from './amount-issue';
import '../flow.css';

const OTHER = 'other';

export interface DonateScreenProps {
  category: DonationCategory;
  /** An amount brought from the zakat calculator, or the category's suggested gift. */
  initialAmount?: number;
  /** Brought back from the payment page, so Back keeps the donor's choice. */
  initialFrequency?: DonationFrequency;
  onDonate: (amount: number, frequency: DonationFrequency) => void;
}

/** A carried amount (the zakat due) goes into the other-amount field in the reader's number format. */
function initialChoice(amount: number | undefined, mark: DecimalMark): { choice: string; other: string } {
  if (amount === undefined || amount <= 0) return { choice: String(DONATION_PRESETS[1]), other: '' };
  if ((DONATION_PRESETS as readonly number[]).includes(amount)) return { choice: String(amount), other: '' };
  return { choice: OTHER, other: amountInputText(amount, mark) };
}

/**
 * The amount step: a preset (15, 25, 50, 100 PLN) or another amount of at least 15 PLN; for a
 * category that takes monthly gifts, also whether the gift is given once or each month.
 */
export function DonateScreen({ category, initialAmount, initialFrequency, onDonate }: DonateScreenProps) {
  const t = useAppMessages();
  const gift = useGiftPagesMessages();
  const money = useMoney();
  const mark = useDecimalMark();
  const monthlyOffered = takesMonthlyGifts(category);
  const form = useForm({
    defaultValues: {
      ...initialChoice(initialAmount ?? (category.default_value || undefined), mark),
      // Once unless the donor chooses otherwise: nobody is signed up for a charge each month by default.
      frequency: (monthlyOffered ? (initialFrequency ?? 'one-time') : 'one-time') as DonationFrequency,
    },
    onSubmit: ({ value }) => {
      const check = checkDonationAmount(value.choice === OTHER ? value.other : Number(value.choice));
      if (check.ok) onDonate(check.amount, value.frequency);
    },
  });
  const choice = useStore(form.store, (state) => state.values.choice);
  const frequency = useStore(form.store, (state) => state.values.frequency);
  const submitted = useStore(form.store, (state) => state.submissionAttempts > 0);

  const issueText = useAmountIssueText();

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
        {monthlyOffered ? (
          <form.Field name="frequency">
            {(field) => (
              <ChoiceChips<DonationFrequency>
                legend={gift('donate.frequencyLegend')}
                name={field.name}
                options={[
                  { value: 'one-time', label: gift('donate.once') },
                  { value: 'monthly', label: gift('donate.monthly') },
                ]}
                value={field.state.value}
                onChange={field.handleChange}
              />
            )}
          </form.Field>
        ) : null}
        {frequency === 'monthly' ? (
          <p className="donate-page__monthly">{gift('donate.monthlyHint')}</p>
        ) : null}
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
                onChange={(next) => field.handleChange(sanitizeAmountInput(next, mark))}
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
          {frequency === 'monthly' ? gift('donate.submitMonthly') : t('donate.submit')}
        </Button>
      </form>
    </section>
  );
}

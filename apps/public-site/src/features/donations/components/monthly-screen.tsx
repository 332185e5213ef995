import { isNetworkFailure } from '@minbar/api/errors';
import type { ManagedMonthlyGift } from '@minbar/api/schemas/monthly-gifts';
import { checkDonationAmount, sanitizeAmountInput } from '@minbar/domain/donations/amount';
import { monthlyGiftCharges } from '@minbar/domain/donations/monthly';
import { DEFAULT_TIME_ZONE } from '@minbar/domain/prayer/calendar';
import { Button } from '@minbar/ui/button/button';
import { LazyConfirmDialog } from '@minbar/ui/dialog/lazy-confirm-dialog';
import { latinDigitsLocale } from '@minbar/ui/provider/latin-digits';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { TextField } from '@minbar/ui/text-field/text-field';
import { useForm, useStore } from '@tanstack/react-form';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useAppMessages } from '../../../lib/app-intl';
import { useMoney } from '../../../lib/money';
import { type GiftPagesMessageId, useGiftPagesMessages } from '../gift-pages-intl';
import { paths } from '../navigation';
import { useAmountIssueText } from './amount-issue';
import '../flow.css';
import '../../../lib/states.css';

export interface MonthlyScreenProps {
  gift: ManagedMonthlyGift;
  changeAmount: (amount: number) => Promise<ManagedMonthlyGift>;
  stop: () => Promise<ManagedMonthlyGift>;
}

const failureOf = (error: unknown, what: 'save' | 'stop'): GiftPagesMessageId =>
  isNetworkFailure(error) ? 'monthly.offline' : what === 'save' ? 'monthly.saveFailed' : 'monthly.stopFailed';

/**
 * A monthly gift as its donor manages it through the link every receipt carries, without an
 * account: what it gives and when it is charged next, a new amount from the next month on, and a
 * stop asked for once more before it happens. A failure keeps the amount typed.
 */
export function MonthlyScreen({ gift: initial, changeAmount, stop }: MonthlyScreenProps) {
  const t = useGiftPagesMessages();
  const _site = useAppMessages();
  const money = useMoney();
  const [gift, setGift] = useState(initial);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<GiftPagesMessageId | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [stopping, setStopping] = useState(false);
  const charging = monthlyGiftCharges(gift.state);
  const locale = useUiLocale();
  // Days as the centre counts them: a month's charge falls on the centre's day.
  const day = (iso: string) =>
    new Intl.DateTimeFormat(latinDigitsLocale(locale), {
      dateStyle: 'long',
      timeZone: DEFAULT_TIME_ZONE,
    }).format(new Date(iso));

  const form = useForm({
    defaultValues: { amount: String(initial.amount) },
    onSubmit: async ({ value }) => {
      setFailure(null);
      setSaved(false);
      const check = checkDonationAmount(value.amount);
      if (!check.ok) return;
      try {
        setGift(await changeAmount(check.amount));
        setSaved(true);
      } catch (error) {
        setFailure(failureOf(error, 'save'));
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const submitted = useStore(form.store, (state) => state.submissionAttempts > 0);
  const issueText = useAmountIssueText();

  const confirmStop = async () => {
    setStopping(true);
    setFailure(null);
    try {
      setGift(await stop());
      setConfirming(false);
      setSaved(false);
    } catch (error) {
      setConfirming(false);
      setFailure(failureOf(error, 'stop'));
    } finally {
      setStopping(false);
    }
  };

  const heading = useRef<HTMLHeadingElement>(null);
  // The heading takes focus once the gift stops, so a screen reader hears the news.
  useEffect(() => {
    if (!charging) heading.current?.focus();
  }, [charging]);

  const values = { amount: money(gift.amount, gift.currency), name: gift.category_name };
  return (
    <section className="monthly-page" aria-labelledby="monthly-title">
      <h1 id="monthly-title" ref={heading} tabIndex={-1}>
        {charging ? t('monthly.title') : t('monthly.stoppedTitle')}
      </h1>
      <p className="donate-page__for">{t('monthly.summary', values)}</p>
      {charging ? (
        <dl className="monthly-page__facts">
          <div>
            <dt>{t('monthly.next')}</dt>
            <dd>{gift.next_charge_at ? day(gift.next_charge_at) : '—'}</dd>
          </div>
          <div>
            <dt>{t('monthly.since')}</dt>
            <dd>{day(gift.started_at)}</dd>
          </div>
          <div>
            <dt>{t('monthly.receipts')}</dt>
            <dd className="monthly-page__email">{gift.donor_email}</dd>
          </div>
        </dl>
      ) : (
        <p>{t(gift.state === 'lapsed' ? 'monthly.lapsedText' : 'monthly.stoppedText')}</p>
      )}
      {gift.state === 'retrying' ? (
        <p className="payment-page__monthly" role="note">
          {t('monthly.retrying', { date: gift.next_charge_at ? day(gift.next_charge_at) : '' })}
        </p>
      ) : null}
      {charging ? (
        <form
          className="monthly-page__form"
          noValidate
          aria-busy={submitting || undefined}
          onSubmit={(event) => {
            event.preventDefault();
            void form.handleSubmit();
          }}
        >
          <form.Field
            name="amount"
            validators={{
              onChange: ({ value }) => {
                const check = checkDonationAmount(value);
                return check.ok ? undefined : check.issue;
              },
            }}
          >
            {(field) => (
              <TextField
                label={t('monthly.amountLabel')}
                description={t('monthly.amountHint')}
                name={field.name}
                value={field.state.value}
                onChange={(next) => {
                  setSaved(false);
                  field.handleChange(sanitizeAmountInput(next));
                }}
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
          <div className="monthly-page__actions">
            <Button type="submit" loading={submitting}>
              {t('monthly.save')}
            </Button>
            <Button type="button" variant="danger" onClick={() => setConfirming(true)}>
              {t('monthly.stop')}
            </Button>
          </div>
        </form>
      ) : gift.category_id ? (
        <Link href={paths.campaign(gift.category_id)} className="flow-message__link">
          {t('thanks.giveAgain')}
        </Link>
      ) : null}
      <p role="status" className="monthly-page__status">
        {saved ? t('monthly.saved', values) : ''}
      </p>
      {failure ? (
        <p className="form-error" role="alert">
          {t(failure)}
        </p>
      ) : null}
      <LazyConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('monthly.stopTitle')}
        message={t('monthly.stopMessage', values)}
        confirmLabel={t('monthly.stopConfirm')}
        cancelLabel={t('monthly.keep')}
        tone="danger"
        busy={stopping}
        onConfirm={() => void confirmStop()}
      />
    </section>
  );
}

/** A link the server does not accept: altered or cut, or past its days. */
export function MonthlyLinkRefused({ reason }: { reason: 'invalid' | 'expired' }) {
  const t = useGiftPagesMessages();
  const site = useAppMessages();
  return (
    <section className="flow-message" aria-labelledby="monthly-refused">
      <h1 id="monthly-refused">
        {t(reason === 'expired' ? 'monthly.expiredTitle' : 'monthly.invalidTitle')}
      </h1>
      <p>{t(reason === 'expired' ? 'monthly.expiredText' : 'monthly.invalidText')}</p>
      <Link href={paths.home} className="flow-message__link">
        {site('common.backHome')}
      </Link>
    </section>
  );
}

import { isApiError, isNetworkFailure } from '@minbar/api/errors';
import type {
  ManagedMonthlyGift,
  MonthlyAmountAnswer,
  MonthlyLinkAnswer,
} from '@minbar/api/schemas/monthly-gifts';
import { amountInputText, checkDonationAmount, sanitizeAmountInput } from '@minbar/domain/donations/amount';
import { MONTHLY_CONFIRM_HOURS, monthlyGiftOpen, monthlyLinkVerdict } from '@minbar/domain/donations/monthly';
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
import { useDecimalMark, useMoney } from '../../../lib/money';
import type { MonthlyLinkRefusal } from '../data/donations-api';
import { type GiftPagesMessageId, useGiftPagesMessages } from '../gift-pages-intl';
import { paths } from '../navigation';
import { useAmountIssueText } from './amount-issue';
import { MonthlyLinkRequest } from './monthly-link-request';
import '../flow.css';
import '../../../lib/states.css';

export interface MonthlyScreenProps {
  gift: ManagedMonthlyGift;
  changeAmount: (amount: number) => Promise<MonthlyAmountAnswer>;
  stop: () => Promise<ManagedMonthlyGift>;
  pause: () => Promise<ManagedMonthlyGift>;
  resume: () => Promise<ManagedMonthlyGift>;
  revoke: () => Promise<unknown>;
  /** Asks for a new link by address, offered once this one is revoked. */
  requestLink: (email: string) => Promise<MonthlyLinkAnswer>;
}

type Action = 'save' | 'stop' | 'pause' | 'revoke';

const ACTION_FAILURES: Record<Action, GiftPagesMessageId> = {
  save: 'monthly.saveFailed',
  stop: 'monthly.stopFailed',
  pause: 'monthly.pauseFailed',
  revoke: 'monthly.revokeFailed',
};

function failureOf(error: unknown, what: Action): GiftPagesMessageId {
  if (isNetworkFailure(error)) return 'monthly.offline';
  // Stopped meanwhile (by the staff, or on another device): nothing was changed.
  if (isApiError(error) && error.status === 409) return 'monthly.notOpen';
  return ACTION_FAILURES[what];
}

/** What the status line says after a change: saved, a raise to confirm by mail, paused, resumed. */
type Notice =
  | { kind: 'saved' }
  | { kind: 'raiseSent'; amount: number }
  | { kind: 'paused' }
  | { kind: 'resumed' };

/**
 * A monthly gift as its donor manages it through the link every receipt carries, without an
 * account: what it gives and when it is charged next; a lower amount from the next month on (a
 * higher one is only mailed to the donor to confirm, as monthlyLinkVerdict rules); pause and resume;
 * a stop asked for once more; and revoking the link, which travels with forwarded receipts. A
 * failure keeps the amount typed.
 */
export function MonthlyScreen(props: MonthlyScreenProps) {
  const { gift: initial, changeAmount } = props;
  const t = useGiftPagesMessages();
  const money = useMoney();
  const [gift, setGift] = useState(initial);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [failure, setFailure] = useState<GiftPagesMessageId | null>(null);
  const [asking, setAsking] = useState<'stop' | 'revoke' | null>(null);
  const [busy, setBusy] = useState<Action | null>(null);
  const [revoked, setRevoked] = useState(false);
  const open = monthlyGiftOpen(gift.state);
  const locale = useUiLocale();
  const mark = useDecimalMark();
  // Days as the centre counts them: a month's charge falls on the centre's day.
  const day = (iso: string) =>
    new Intl.DateTimeFormat(latinDigitsLocale(locale), {
      dateStyle: 'long',
      timeZone: DEFAULT_TIME_ZONE,
    }).format(new Date(iso));

  const form = useForm({
    defaultValues: { amount: amountInputText(initial.amount, mark) },
    onSubmit: async ({ value }) => {
      setFailure(null);
      setNotice(null);
      const check = checkDonationAmount(value.amount);
      if (!check.ok) return;
      try {
        const answer = await changeAmount(check.amount);
        setGift(answer.gift);
        setNotice(
          answer.confirmation ? { kind: 'raiseSent', amount: answer.confirmation.amount } : { kind: 'saved' },
        );
      } catch (error) {
        setFailure(failureOf(error, 'save'));
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const submitted = useStore(form.store, (state) => state.submissionAttempts > 0);
  const typed = useStore(form.store, (state) => state.values.amount);
  const issueText = useAmountIssueText();
  // The button says what the amount typed will do: a higher one is only asked for by mail.
  const typedCheck = checkDonationAmount(typed);
  const raising =
    typedCheck.ok &&
    monthlyLinkVerdict(gift, { kind: 'amount', amount: typedCheck.amount }).verdict === 'confirm';

  const act = async (action: Exclude<Action, 'save'>, call: () => Promise<void>) => {
    setBusy(action);
    setFailure(null);
    setNotice(null);
    try {
      await call();
    } catch (error) {
      setFailure(failureOf(error, action));
    } finally {
      setAsking(null);
      setBusy(null);
    }
  };
  const stop = () =>
    act('stop', async () => {
      setGift(await props.stop());
    });
  const pauseOrResume = () =>
    act('pause', async () => {
      const paused = gift.state === 'paused';
      setGift(await (paused ? props.resume() : props.pause()));
      setNotice({ kind: paused ? 'resumed' : 'paused' });
    });
  const revoke = () =>
    act('revoke', async () => {
      await props.revoke();
      setRevoked(true);
    });

  const heading = useRef<HTMLHeadingElement>(null);
  const shownState = useRef(initial.state);
  // The heading takes focus when the gift stops, pauses or resumes, so a screen reader hears the news.
  useEffect(() => {
    if (shownState.current === gift.state) return;
    shownState.current = gift.state;
    heading.current?.focus();
  }, [gift.state]);

  if (revoked) return <MonthlyLinkRefused reason="revoked" requestLink={props.requestLink} />;

  const values = { amount: money(gift.amount, gift.currency), name: gift.category_name };
  const title: GiftPagesMessageId =
    gift.state === 'paused' ? 'monthly.pausedTitle' : open ? 'monthly.title' : 'monthly.stoppedTitle';
  return (
    <section className="monthly-page" aria-labelledby="monthly-title">
      <h1 id="monthly-title" ref={heading} tabIndex={-1}>
        {t(title)}
      </h1>
      <p className="donate-page__for">{t('monthly.summary', values)}</p>
      {open ? (
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
      {gift.state === 'paused' ? (
        <p className="payment-page__monthly" role="note">
          {t('monthly.pausedText')}
        </p>
      ) : null}
      {open ? (
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
                  setNotice(null);
                  field.handleChange(sanitizeAmountInput(next, mark));
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
              {t(raising ? 'monthly.askRaise' : 'monthly.save')}
            </Button>
            <Button
              type="button"
              variant="secondary"
              loading={busy === 'pause'}
              onClick={() => void pauseOrResume()}
            >
              {t(gift.state === 'paused' ? 'monthly.resume' : 'monthly.pause')}
            </Button>
            <Button type="button" variant="danger" onClick={() => setAsking('stop')}>
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
        {notice ? noticeText(notice) : ''}
      </p>
      {failure ? (
        <p className="form-error" role="alert">
          {t(failure)}
        </p>
      ) : null}
      {open ? (
        <section className="monthly-page__link" aria-labelledby="monthly-link-title">
          <h2 id="monthly-link-title">{t('monthly.linkTitle')}</h2>
          <p>{t('monthly.linkText')}</p>
          <Button type="button" variant="secondary" onClick={() => setAsking('revoke')}>
            {t('monthly.revoke')}
          </Button>
        </section>
      ) : null}
      <LazyConfirmDialog
        open={asking === 'stop'}
        onOpenChange={(next) => setAsking(next ? 'stop' : null)}
        title={t('monthly.stopTitle')}
        message={t('monthly.stopMessage', values)}
        confirmLabel={t('monthly.stopConfirm')}
        cancelLabel={t('monthly.keep')}
        tone="danger"
        busy={busy === 'stop'}
        onConfirm={() => void stop()}
      />
      <LazyConfirmDialog
        open={asking === 'revoke'}
        onOpenChange={(next) => setAsking(next ? 'revoke' : null)}
        title={t('monthly.revokeTitle')}
        message={t('monthly.revokeMessage', { email: gift.donor_email })}
        confirmLabel={t('monthly.revokeConfirm')}
        cancelLabel={t('monthly.keep')}
        tone="danger"
        busy={busy === 'revoke'}
        onConfirm={() => void revoke()}
      />
    </section>
  );

  function noticeText(shown: Notice): string {
    switch (shown.kind) {
      case 'saved':
        return t('monthly.saved', values);
      case 'raiseSent':
        return t('monthly.raiseSent', {
          email: gift.donor_email,
          amount: money(shown.amount, gift.currency),
          hours: MONTHLY_CONFIRM_HOURS,
        });
      case 'paused':
        return t('monthly.pausedNow');
      case 'resumed':
        return t('monthly.resumedNow', { date: gift.next_charge_at ? day(gift.next_charge_at) : '' });
    }
  }
}

const REFUSED_TEXTS: Record<MonthlyLinkRefusal, [GiftPagesMessageId, GiftPagesMessageId]> = {
  invalid: ['monthly.invalidTitle', 'monthly.invalidText'],
  expired: ['monthly.expiredTitle', 'monthly.expiredText'],
  revoked: ['monthly.revokedTitle', 'monthly.revokedText'],
};

/**
 * A link the server does not accept: altered or cut, past its days, or revoked. A new one can be
 * asked for here, by the address the receipts go to.
 */
export function MonthlyLinkRefused({
  reason,
  requestLink,
}: {
  reason: MonthlyLinkRefusal;
  requestLink: (email: string) => Promise<MonthlyLinkAnswer>;
}) {
  const t = useGiftPagesMessages();
  const site = useAppMessages();
  const [title, text] = REFUSED_TEXTS[reason];
  const heading = useRef<HTMLHeadingElement>(null);
  // Revoked on this page: the heading takes focus, so a screen reader hears the news.
  useEffect(() => {
    if (reason === 'revoked') heading.current?.focus();
  }, [reason]);
  return (
    <section className="flow-message monthly-page__refused" aria-labelledby="monthly-refused">
      <h1 id="monthly-refused" ref={heading} tabIndex={-1}>
        {t(title)}
      </h1>
      <p>{t(text)}</p>
      <MonthlyLinkRequest request={requestLink} />
      <Link href={paths.home} className="flow-message__link">
        {site('common.backHome')}
      </Link>
    </section>
  );
}

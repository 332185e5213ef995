import type { TestBankPayment } from '@minbar/api/schemas/donations';
import { Button } from '@minbar/ui/button/button';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { useState } from 'react';
import { Link } from 'wouter';
import { useAppMessages } from '../../../lib/app-intl';
import { useMoney } from '../../../lib/money';
import { useGiftPagesMessages } from '../gift-pages-intl';
import { paths } from '../navigation';
import '../flow.css';
import '../../../lib/states.css';

export interface TestBankScreenProps {
  payment: TestBankPayment;
  /** The donor's answer; resolves once the provider has it. */
  answer: (approve: boolean) => Promise<void>;
  /** Where the bank sends the donor after answering (their gift's thank-you page). */
  returnTo: string | null;
}

/**
 * The test provider's stand-in for a bank's 3-D Secure page (demo and tests only): it shows what is
 * being paid and asks the donor to approve or refuse it, as their bank would.
 */
export function TestBankScreen({ payment, answer, returnTo }: TestBankScreenProps) {
  const t = useGiftPagesMessages();
  const site = useAppMessages();
  const money = useMoney();
  const [busy, setBusy] = useState<'approve' | 'fail' | null>(null);
  const [failed, setFailed] = useState(false);
  const amount = money(payment.amount_minor / 100, payment.currency);
  // What is paid for in the page's words, the category's or event's name in its language; the
  // provider's own English line only when the server could not name it.
  const purpose = payment.purpose
    ? t(`bank.purpose.${payment.purpose.kind}`, { name: isolateText(payment.purpose.name) })
    : payment.description;

  const respond = async (approve: boolean) => {
    setBusy(approve ? 'approve' : 'fail');
    setFailed(false);
    try {
      await answer(approve);
    } catch {
      setFailed(true);
      setBusy(null);
    }
  };

  if (!payment.awaiting_confirmation) {
    return (
      <section className="flow-message" aria-labelledby="bank-title">
        <h1 id="bank-title">{t('bank.answeredTitle')}</h1>
        <p>{t('bank.answeredText')}</p>
        <Link href={returnTo ?? paths.home} className="flow-message__link">
          {returnTo ? t('bank.backToGift') : site('common.backHome')}
        </Link>
      </section>
    );
  }
  return (
    <section className="test-bank" aria-labelledby="bank-title" aria-busy={busy !== null || undefined}>
      <p className="test-bank__badge">{t('bank.badge')}</p>
      <h1 id="bank-title">{t('bank.title')}</h1>
      <p>{t('bank.text')}</p>
      <dl className="test-bank__details">
        <dt>{t('bank.amount')}</dt>
        <dd>{amount}</dd>
        <dt>{t('bank.for')}</dt>
        <dd data-slot="bank-purpose">{purpose}</dd>
      </dl>
      {failed ? (
        <p className="form-error" role="alert">
          {t('bank.answerFailed')}
        </p>
      ) : null}
      <div className="test-bank__actions">
        <Button onClick={() => respond(true)} loading={busy === 'approve'} disabled={busy !== null}>
          {t('bank.approve')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => respond(false)}
          loading={busy === 'fail'}
          disabled={busy !== null}
        >
          {t('bank.fail')}
        </Button>
      </div>
    </section>
  );
}

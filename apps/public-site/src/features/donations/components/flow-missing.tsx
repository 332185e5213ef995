import { Link } from 'wouter';
import { useAppMessages } from '../../../lib/app-intl';
import { paths } from '../navigation';
import '../flow.css';

/** A step of the giving flow visited directly, without the cause (and amount) chosen before it. */
export function FlowMissing({ step }: { step: 'donate' | 'payment' }) {
  const t = useAppMessages();
  return (
    <section className="flow-message" aria-labelledby="flow-missing">
      <h1 id="flow-missing">{t(step === 'donate' ? 'donate.noCategory' : 'payment.noDonation')}</h1>
      <p>{t(step === 'donate' ? 'donate.noCategoryText' : 'payment.noDonationText')}</p>
      <Link href={paths.home} className="flow-message__link">
        {t('common.backHome')}
      </Link>
    </section>
  );
}

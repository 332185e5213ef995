import { MonthlyLinkRequest } from '../components/monthly-link-request';
import { useDonations } from '../data/donations-provider';
import { useGiftPagesMessages } from '../gift-pages-intl';
import '../flow.css';

/** /monthly: a new link to manage one's monthly gifts, asked for by the address the receipts go to. */
export default function MonthlyRequestRoute() {
  const t = useGiftPagesMessages();
  const { api, locale } = useDonations();
  return (
    <section className="statement-page" aria-labelledby="monthly-request-title">
      <h1 id="monthly-request-title">{t('monthly.requestTitle')}</h1>
      <p className="statement-page__intro">{t('monthly.requestIntro')}</p>
      <MonthlyLinkRequest request={(email) => api.requestMonthlyLink(email, locale)} />
    </section>
  );
}

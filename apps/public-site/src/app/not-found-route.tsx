import { Link } from 'wouter';
import { useAppMessages } from '../lib/app-intl';
import '../features/donations/flow.css';

export default function NotFoundRoute() {
  const t = useAppMessages();
  return (
    <section className="flow-message" aria-labelledby="not-found">
      <h1 id="not-found">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link href="/" className="flow-message__link">
        {t('common.backHome')}
      </Link>
    </section>
  );
}

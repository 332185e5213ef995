import { use, useEffect } from 'react';
import { useAppMessages } from '../../../lib/app-intl';
import { Loadable } from '../../../lib/loadable';
import { MonthlyRaiseScreen } from '../components/monthly-raise-screen';
import { MonthlyLinkRefused } from '../components/monthly-screen';
import { useDonations } from '../data/donations-provider';
import { useGiftPagesMessages } from '../gift-pages-intl';
import '../flow.css';

/** /monthly/confirm/:token: a raise asked through the management link, confirmed from the donor's mailbox. */
export default function MonthlyConfirmRoute({ params }: { params: { token: string } }) {
  const t = useGiftPagesMessages();
  const site = useAppMessages();
  const { cache, locale } = useDonations();
  const key = `monthly-raise:${locale}:${params.token}`;
  return (
    <Loadable
      loadingText={t('monthly.raiseLoading')}
      failureText={t('monthly.loadFailed')}
      retryText={site('common.retry')}
      onRetry={() => cache.forget(key)}
    >
      <RaiseByLink token={params.token} cacheKey={key} />
    </Loadable>
  );
}

function RaiseByLink({ token, cacheKey }: { token: string; cacheKey: string }) {
  const { api, cache, locale } = useDonations();
  const opened = use(cache.read(cacheKey, () => api.monthlyRaise(token, locale)));
  useEffect(() => () => cache.forget(cacheKey), [cache, cacheKey]);
  const requestLink = (email: string) => api.requestMonthlyLink(email, locale);
  if (opened.kind === 'raise')
    return <MonthlyRaiseScreen raise={opened.raise} confirm={() => api.confirmMonthlyRaise(token, locale)} />;
  if (opened.kind === 'stale') return <MonthlyRaiseScreen stale />;
  if (opened.kind === 'expired') return <MonthlyRaiseScreen expired />;
  return <MonthlyLinkRefused reason={opened.kind} requestLink={requestLink} />;
}

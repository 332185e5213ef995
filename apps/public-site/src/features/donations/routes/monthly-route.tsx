import { use, useEffect } from 'react';
import { useAppMessages } from '../../../lib/app-intl';
import { Loadable } from '../../../lib/loadable';
import { MonthlyLinkRefused, MonthlyScreen } from '../components/monthly-screen';
import { useDonations } from '../data/donations-provider';
import { useGiftPagesMessages } from '../gift-pages-intl';
import '../flow.css';

/** /monthly/:token: a monthly gift, managed through the signed link its receipts carry. */
export default function MonthlyRoute({ params }: { params: { token: string } }) {
  const t = useGiftPagesMessages();
  const site = useAppMessages();
  const { cache, locale } = useDonations();
  const key = `monthly:${locale}:${params.token}`;
  return (
    <Loadable
      loadingText={t('monthly.loading')}
      failureText={t('monthly.loadFailed')}
      retryText={site('common.retry')}
      onRetry={() => cache.forget(key)}
    >
      <MonthlyByLink token={params.token} cacheKey={key} />
    </Loadable>
  );
}

function MonthlyByLink({ token, cacheKey }: { token: string; cacheKey: string }) {
  const { api, cache, locale } = useDonations();
  const opened = use(cache.read(cacheKey, () => api.monthlyGift(token, locale)));
  // The screen keeps the gift as changed; coming back to the page later reads it afresh.
  useEffect(() => () => cache.forget(cacheKey), [cache, cacheKey]);
  const requestLink = (email: string) => api.requestMonthlyLink(email, locale);
  if (opened.kind !== 'gift') return <MonthlyLinkRefused reason={opened.kind} requestLink={requestLink} />;
  return (
    <MonthlyScreen
      gift={opened.gift}
      changeAmount={(amount) => api.changeMonthlyAmount(token, amount, locale)}
      stop={() => api.stopMonthlyGift(token, locale)}
      pause={() => api.pauseMonthlyGift(token, locale)}
      resume={() => api.resumeMonthlyGift(token, locale)}
      revoke={() => api.revokeMonthlyLinks(token, locale)}
      requestLink={requestLink}
    />
  );
}

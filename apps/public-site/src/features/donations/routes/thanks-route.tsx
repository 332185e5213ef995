import { use } from 'react';
import { useSearch } from 'wouter';
import { useAppMessages } from '../../../lib/app-intl';
import { Loadable } from '../../../lib/loadable';
import { useSettling } from '../../../lib/use-settling';
import { ThanksNotFound, ThanksScreen, thanksStateOf } from '../components/thanks-screen';
import { useDonations } from '../data/donations-provider';
import { useGiftPagesMessages } from '../gift-pages-intl';
import '../flow.css';

/** /thanks/:id?token=: the gift's own page, the same after a reload, Back or in a new tab. */
export default function ThanksRoute({ params }: { params: { id: string } }) {
  const t = useGiftPagesMessages();
  const site = useAppMessages();
  const { cache, locale } = useDonations();
  const token = new URLSearchParams(useSearch()).get('token');
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1 || !token) return <ThanksNotFound />;
  const key = `receipt:${locale}:${id}:${token}`;
  return (
    <Loadable
      loadingText={t('thanks.loading')}
      failureText={t('thanks.loadFailed')}
      retryText={site('common.retry')}
      onRetry={() => cache.forget(key)}
    >
      <ThanksWithReceipt id={id} token={token} cacheKey={key} />
    </Loadable>
  );
}

function ThanksWithReceipt({ id, token, cacheKey }: { id: number; token: string; cacheKey: string }) {
  const { api, cache, locale } = useDonations();
  const first = use(cache.read(cacheKey, () => api.receipt(id, token, locale)));
  const { value: receipt, gaveUp } = useSettling(
    first,
    () => api.receipt(id, token, locale),
    (gift) => thanksStateOf(gift.status) === 'processing',
  );
  if (!receipt) return <ThanksNotFound />;
  return <ThanksScreen receipt={receipt} gaveUpWaiting={gaveUp} />;
}

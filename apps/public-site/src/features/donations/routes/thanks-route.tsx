import type { DonationReceipt } from '@minbar/api/schemas/donations';
import { use, useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { useAppMessages } from '../../../app/app-intl';
import { Loadable } from '../../../lib/loadable';
import { ThanksNotFound, ThanksScreen, thanksStateOf } from '../components/thanks-screen';
import { useDonations } from '../data/donations-provider';
import '../flow.css';

/** How often the page asks again while the bank has not answered, and for how long. */
export const RECEIPT_POLL_MS = 2000;
export const RECEIPT_POLL_FOR_MS = 3 * 60_000;

/** /thanks/:id?token=: the gift's own page, the same after a reload, Back or in a new tab. */
export default function ThanksRoute({ params }: { params: { id: string } }) {
  const t = useAppMessages();
  const { cache, locale } = useDonations();
  const token = new URLSearchParams(useSearch()).get('token');
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1 || !token) return <ThanksNotFound />;
  const key = `receipt:${locale}:${id}:${token}`;
  return (
    <Loadable
      loadingText={t('thanks.loading')}
      failureText={t('thanks.loadFailed')}
      retryText={t('common.retry')}
      onRetry={() => cache.forget(key)}
    >
      <ThanksWithReceipt id={id} token={token} cacheKey={key} />
    </Loadable>
  );
}

function ThanksWithReceipt({ id, token, cacheKey }: { id: number; token: string; cacheKey: string }) {
  const { api, cache, locale } = useDonations();
  const first = use(cache.read(cacheKey, () => api.receipt(id, token, locale)));
  const { receipt, gaveUp } = useSettlingReceipt(first, () => api.receipt(id, token, locale));
  if (!receipt) return <ThanksNotFound />;
  return <ThanksScreen receipt={receipt} gaveUpWaiting={gaveUp} />;
}

/**
 * Follows a gift the bank has not answered yet (BLIK, a transfer) until it is received or refused,
 * asking every few seconds for a few minutes; a failed ask is tried again at the next tick.
 */
export function useSettlingReceipt(
  first: DonationReceipt | null,
  ask: () => Promise<DonationReceipt | null>,
  everyMs = RECEIPT_POLL_MS,
  forMs = RECEIPT_POLL_FOR_MS,
) {
  const [receipt, setReceipt] = useState(first);
  const [gaveUp, setGaveUp] = useState(false);
  const waiting = receipt !== null && thanksStateOf(receipt.status) === 'processing';
  // biome-ignore lint/correctness/useExhaustiveDependencies: one loop per waiting spell, not per render's `ask`.
  useEffect(() => {
    if (!waiting) return;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    let live = true;
    const tick = () => {
      if (Date.now() - started > forMs) return setGaveUp(true);
      ask().then(
        (next) => {
          if (!live) return;
          if (next) setReceipt(next);
          if (!next || thanksStateOf(next.status) === 'processing') timer = setTimeout(tick, everyMs);
        },
        () => {
          if (live) timer = setTimeout(tick, everyMs);
        },
      );
    };
    timer = setTimeout(tick, everyMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [waiting]);
  return { receipt, gaveUp };
}

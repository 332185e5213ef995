import { use } from 'react';
import { useSearch } from 'wouter';
import { useAppMessages } from '../../../lib/app-intl';
import { Loadable } from '../../../lib/loadable';
import { TestBankScreen } from '../components/test-bank-screen';
import { ThanksNotFound } from '../components/thanks-screen';
import { useDonations } from '../data/donations-provider';
import { useGiftPagesMessages } from '../gift-pages-intl';
import { paths, safeReturnPath } from '../navigation';

/** /test-bank/:id?return=: the test provider's bank page, where a 3-D Secure card is approved or refused. */
export default function TestBankRoute({ params }: { params: { id: string } }) {
  const t = useGiftPagesMessages();
  const site = useAppMessages();
  const { cache, locale } = useDonations();
  const key = `test-bank:${locale}:${params.id}`;
  return (
    <Loadable
      loadingText={t('bank.loading')}
      failureText={t('bank.loadFailed')}
      retryText={site('common.retry')}
      onRetry={() => cache.forget(key)}
    >
      <BankWithPayment id={params.id} cacheKey={key} />
    </Loadable>
  );
}

function BankWithPayment({ id, cacheKey }: { id: string; cacheKey: string }) {
  const { api, cache, locale } = useDonations();
  const returnTo = safeReturnPath(new URLSearchParams(useSearch()).get('return'));
  const payment = use(cache.read(cacheKey, () => api.testBankPayment(id, locale)));
  if (!payment) return <ThanksNotFound />;
  return (
    <TestBankScreen
      payment={payment}
      returnTo={returnTo}
      answer={async (approve) => {
        await api.authorizeTestPayment(id, approve, locale);
        // A bank sends the donor back with a full page load, as Stripe's return does; the bank's page
        // is not kept in the history, so Back from the thank-you page does not answer it again.
        window.location.replace(returnTo ?? paths.home);
      }}
    />
  );
}

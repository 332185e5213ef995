import { useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useAppMessages } from '../../../lib/app-intl';
import { Loadable } from '../../../lib/loadable';
import { FlowMissing } from '../components/flow-missing';
import { PaymentScreen } from '../components/payment-screen';
import { donationKeys, useDonations, usePaymentConfig } from '../data/donations-provider';
import { type FlowState, useFlowState } from '../navigation';
import '../flow.css';

/** /payment: the card step for the category and amount handed over by /donate. */
export default function PaymentRoute() {
  const t = useAppMessages();
  const flow = useFlowState();
  const { cache } = useDonations();
  // Read once, on arrival: the page marks its own entry just before it leaves, and must not follow
  // that mark while it is still here (the bank's page or Stripe's confirmation comes first).
  const [madeEarlier] = useState(() => flow?.thanks);
  if (madeEarlier) return <Redirect to={madeEarlier} replace />;
  if (!flow || flow.amount === undefined) return <FlowMissing step="payment" />;
  return (
    <Loadable
      loadingText={t('payment.loading')}
      failureText={t('payment.configFailed')}
      retryText={t('common.retry')}
      onRetry={() => cache.forget(donationKeys.paymentConfig())}
    >
      <PaymentWithConfig flow={flow as FlowState & { amount: number }} />
    </Loadable>
  );
}

function PaymentWithConfig({ flow }: { flow: FlowState & { amount: number } }) {
  const { api, locale } = useDonations();
  const [, navigate] = useLocation();
  const config = usePaymentConfig();
  return (
    <PaymentScreen
      category={flow.category}
      amount={flow.amount}
      frequency={flow.frequency}
      config={config}
      pay={(payment) => api.donate(payment, locale)}
      onRecorded={(thanks) => window.history.replaceState({ ...flow, thanks }, '')}
      leave={(step) => {
        // The thank-you page replaces the form, so Back never shows it for a gift already made; the
        // bank's page is another site in production, so it is a full page load (replacing this one) here too.
        if (step.kind === 'thanks') navigate(step.path, { replace: true });
        else window.location.replace(step.url);
      }}
    />
  );
}

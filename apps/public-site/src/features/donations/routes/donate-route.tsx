import { useLocation } from 'wouter';
import { DonateScreen } from '../components/donate-screen';
import { FlowMissing } from '../components/flow-missing';
import { type FlowState, paths, useFlowState } from '../navigation';
import '../flow.css';

/** /donate: the amount for the category handed over by its page; a direct visit is sent back home. */
export default function DonateRoute() {
  const flow = useFlowState();
  const [, navigate] = useLocation();
  if (!flow) return <FlowMissing step="donate" />;
  return (
    <DonateScreen
      category={flow.category}
      initialAmount={flow.amount}
      initialFrequency={flow.frequency}
      onDonate={(amount, frequency) => {
        const state: FlowState = { category: flow.category, locale: flow.locale, amount, frequency };
        // This entry keeps the choice too, so coming Back from the payment page shows the amount and
        // Once or Monthly as the donor left them.
        navigate(paths.donate, { state, replace: true });
        navigate(paths.payment, { state });
      }}
    />
  );
}

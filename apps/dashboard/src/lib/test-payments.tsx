import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { useApiClient } from './api-context';
import { useT } from './i18n';
import './page/page.css';

/** The server's payments go to its built-in test provider: GET /public/mosque's `test_payments`. */
export const testPaymentsQueryKey = ['public', 'mosque', 'test-payments'] as const;

/*
 * The one field read of the public identity (publicMosqueSchema in @minbar/api reads it the same way,
 * false from a server that does not send it), so the screens of money do not load the identity's
 * whole contract and the domain rules it is built on.
 */
const testPaymentsSchema = v.object({ test_payments: v.optional(v.boolean(), false) });

/**
 * Whether the server takes test payments (the demo, or MINBAR_PAYMENTS=test): the screens of money
 * say so, so no one takes a test gift or booking for real money. False until known, and when the
 * server cannot be asked. The provider is the server's configuration, the same for the whole visit.
 */
export function useTestPayments(): boolean {
  const client = useApiClient();
  const query = useQuery({
    queryKey: testPaymentsQueryKey,
    queryFn: () => client.request(testPaymentsSchema, '/public/mosque', { auth: false }),
    select: (mosque) => mosque.test_payments,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data === true;
}

/** The screens of money's line while test payments are on: no card is charged, no money taken. */
export function TestPaymentsNotice() {
  const t = useT();
  return (
    <p className="dashboard-test-payments" data-slot="test-payments">
      {t('app.testPayments')}
    </p>
  );
}

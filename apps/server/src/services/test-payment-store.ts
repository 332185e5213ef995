import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { testPaymentState } from '../db/schema';
import type { TestProviderState, TestProviderStore } from './test-payment-provider';

/**
 * The test provider's payments kept in the server's own database, so the demo restarted with a
 * payment under way (a bank page open, a BLIK code pending) settles it afterwards as production
 * settles a Stripe payment: the provider still knows it.
 */
export function databaseTestProviderStore(db: Database, name = 'test'): TestProviderStore {
  return {
    async load() {
      const [row] = await db.select().from(testPaymentState).where(eq(testPaymentState.name, name));
      return (row?.state as TestProviderState | undefined) ?? null;
    },
    async save(state) {
      await db
        .insert(testPaymentState)
        .values({ name, state, updatedAt: new Date() })
        .onConflictDoUpdate({ target: testPaymentState.name, set: { state, updatedAt: new Date() } });
    },
  };
}

import { describe, expect, it, vi } from 'vitest';
import { CardError } from './card-input';
import { mountStripeCard, type StripeLike } from './stripe-card';

function fakeStripe(result: Awaited<ReturnType<StripeLike['createPaymentMethod']>>) {
  const card = { mount: vi.fn(), destroy: vi.fn() };
  const stripe: StripeLike = {
    elements: vi.fn(() => ({ create: vi.fn(() => card) })),
    createPaymentMethod: vi.fn(async () => result),
  };
  const factory = vi.fn(() => stripe);
  return { card, stripe, factory };
}

describe('mountStripeCard', () => {
  it('mounts the Card Element with the publishable key and gives the PaymentMethod id', async () => {
    const { card, stripe, factory } = fakeStripe({ paymentMethod: { id: 'pm_123' } });
    const host = document.createElement('div');

    const input = await mountStripeCard('pk_test_abc', host, 'pl', async () => factory);

    expect(factory).toHaveBeenCalledWith('pk_test_abc');
    expect(stripe.elements).toHaveBeenCalledWith({ locale: 'pl' });
    expect(card.mount).toHaveBeenCalledWith(host);
    await expect(input.paymentMethod()).resolves.toBe('pm_123');
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({ type: 'card', card });
    input.destroy();
    expect(card.destroy).toHaveBeenCalled();
  });

  it("turns Stripe's refusal into a CardError carrying Stripe's own message", async () => {
    const { factory } = fakeStripe({ error: { message: 'Your card number is incomplete.' } });
    const input = await mountStripeCard(
      'pk_test_abc',
      document.createElement('div'),
      'en',
      async () => factory,
    );

    const refusal = await input.paymentMethod().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(CardError);
    expect(refusal).toMatchObject({ reason: 'provider', message: 'Your card number is incomplete.' });
  });

  it('fails with a CardError when Stripe.js cannot be loaded', async () => {
    const failing = async () => {
      throw new CardError('provider', 'Stripe not loaded');
    };
    await expect(mountStripeCard('pk', document.createElement('div'), 'en', failing)).rejects.toThrow(
      'Stripe not loaded',
    );
  });
});

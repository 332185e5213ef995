import { CardError, type CardInput } from './card-input';

/** The part of Stripe.js the page uses: a Card Element and a payment method made from it. */
export interface StripeCardElement {
  mount(element: HTMLElement): void;
  destroy(): void;
}

export interface StripeLike {
  elements(options?: { locale?: string }): { create(type: 'card', options?: object): StripeCardElement };
  createPaymentMethod(options: {
    type: 'card';
    card: StripeCardElement;
  }): Promise<{ paymentMethod?: { id: string }; error?: { message?: string } }>;
}

type StripeFactory = (publishableKey: string) => StripeLike;

const STRIPE_JS = 'https://js.stripe.com/v3/';

/** Adds Stripe.js to the page once; resolves when `window.Stripe` is there. */
function injectStripeJs(): Promise<StripeFactory> {
  const existing = (window as { Stripe?: StripeFactory }).Stripe;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS;
    script.async = true;
    script.onload = () => {
      const factory = (window as { Stripe?: StripeFactory }).Stripe;
      if (factory) resolve(factory);
      else reject(new CardError('provider', 'Stripe not loaded'));
    };
    script.onerror = () => reject(new CardError('provider', 'Stripe not loaded'));
    document.head.append(script);
  });
}

export interface StripeCard extends CardInput {
  destroy(): void;
}

/**
 * Loads Stripe.js (through `loadStripeJs`, replaceable in tests), mounts its Card Element into the
 * given element and gives the page its CardInput: the card becomes a PaymentMethod whose id goes to
 * the server, which charges it; Stripe's own message explains a card it refuses.
 */
export async function mountStripeCard(
  publishableKey: string,
  element: HTMLElement,
  locale: string,
  loadStripeJs: () => Promise<StripeFactory> = injectStripeJs,
): Promise<StripeCard> {
  const stripe = (await loadStripeJs())(publishableKey);
  const card = stripe.elements({ locale }).create('card', { hidePostalCode: true });
  card.mount(element);
  return {
    async paymentMethod() {
      const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card });
      if (error || !paymentMethod) throw new CardError('provider', error?.message);
      return paymentMethod.id;
    },
    destroy: () => card.destroy(),
  };
}

/** A campaign page lists this many of its latest gifts: enough to show it is alive, not a ledger. */
export const RECENT_GIFTS_SHOWN = 5;

/** A first name longer than this is cut: a line of the list, not a place for a paragraph. */
export const PUBLIC_FIRST_NAME_MAX = 40;

export interface GiftForPublic {
  donor_name: string | null;
  is_anonymous: boolean;
  show_amount: boolean;
  amount: number;
}

/** What a campaign page shows of one gift: nothing a donor did not agree to show. */
export interface PublicGift {
  /** The first word of the donor's name; null for an anonymous gift (the page says 'Anonymous'). */
  first_name: string | null;
  /** The amount only when the donor ticked that it may be shown; null otherwise. */
  amount: number | null;
}

/**
 * A gift as the public may see it. A donor's full name and address are personal data the centre
 * keeps for the receipt; the public list shows only a first name, so a donor is recognisable to
 * friends and not findable by strangers, and an anonymous gift shows no name at all. The amount is
 * shown only with the donor's consent, given on the payment form.
 */
export function publicGiftOf(gift: GiftForPublic): PublicGift {
  const first = gift.is_anonymous ? '' : (gift.donor_name?.trim().split(/\s+/u)[0] ?? '');
  return {
    first_name: first ? Array.from(first).slice(0, PUBLIC_FIRST_NAME_MAX).join('') : null,
    amount: gift.show_amount ? gift.amount : null,
  };
}

import { describe, expect, it } from 'vitest';
import { type GiftForPublic, PUBLIC_FIRST_NAME_MAX, type PublicGift, publicGiftOf } from './recent-gifts';

const gift = (change: Partial<GiftForPublic>): GiftForPublic => ({
  donor_name: 'Anna Maria Kowalska',
  is_anonymous: false,
  show_amount: false,
  amount: 50,
  ...change,
});

describe('publicGiftOf', () => {
  it.each<[string, Partial<GiftForPublic>, PublicGift]>([
    ['a first name, no amount by default', {}, { first_name: 'Anna', amount: null }],
    ['the amount when the donor allowed it', { show_amount: true }, { first_name: 'Anna', amount: 50 }],
    ['no name for an anonymous gift', { is_anonymous: true }, { first_name: null, amount: null }],
    [
      'an anonymous gift with its amount',
      { is_anonymous: true, show_amount: true },
      { first_name: null, amount: 50 },
    ],
    [
      'a name typed with spaces around it',
      { donor_name: '   Omar   Farouk ' },
      { first_name: 'Omar', amount: null },
    ],
    ['an Arabic name', { donor_name: 'محمد عبد الله' }, { first_name: 'محمد', amount: null }],
    ['a blank name as no name', { donor_name: '   ' }, { first_name: null, amount: null }],
    ['a missing name as no name', { donor_name: null }, { first_name: null, amount: null }],
  ])('%s', (_, change, expected) => {
    expect(publicGiftOf(gift(change))).toEqual(expected);
  });

  it('cuts a first name too long for a line, by characters rather than code units', () => {
    const long = '😀'.repeat(PUBLIC_FIRST_NAME_MAX + 10);
    expect(publicGiftOf(gift({ donor_name: long })).first_name).toBe('😀'.repeat(PUBLIC_FIRST_NAME_MAX));
  });
});

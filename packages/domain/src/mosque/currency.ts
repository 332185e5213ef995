/**
 * The centre's one currency, Polish złoty: gifts, event prices and bookings, and education packages
 * are priced, paid and reported in it, because the centre's account and the card payments it offers
 * (BLIK and Przelewy24 among them) are in złoty. The server takes nothing in another currency and
 * every app formats the centre's money in it.
 *
 * The zakat calculator's currencies (ZAKAT_CURRENCIES) are another thing: a donor may reckon what
 * they own in another currency, but what they give is taken in this one.
 */
export const CENTRE_CURRENCY = 'PLN';
export type CentreCurrency = typeof CENTRE_CURRENCY;

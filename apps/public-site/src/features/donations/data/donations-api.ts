import type {
  CampaignUpdates,
  DonationAnswer,
  DonationCategory,
  DonationReceipt,
  PaymentConfig,
  RecentGifts,
  StatementAnswer,
  TestBankPayment,
  ZakatResultAnswer,
} from '@minbar/api/schemas/donations';
import type {
  ManagedMonthlyGift,
  MonthlyAmountAnswer,
  MonthlyLinkAnswer,
  MonthlyRaise,
} from '@minbar/api/schemas/monthly-gifts';
import type { PublicMosque } from '@minbar/api/schemas/mosque-identity';
import type { DonationRequestInput } from '@minbar/domain/donations/payment';
import type { StatementRequestInput } from '@minbar/domain/donations/statement';
import type { ZakatRequestInput } from '@minbar/domain/donations/zakat';
import type { Locale } from '@minbar/ui/provider/ui-provider';

/**
 * What the donation screens ask of the server. Screens and stories take it from DonationsProvider:
 * the site gives the HTTP one, stories and tests a scripted one.
 */
export interface DonationsApi {
  mainCategories(locale: Locale): Promise<DonationCategory[]>;
  campaigns(locale: Locale): Promise<DonationCategory[]>;
  /** One available category; null when the server knows none by that id (404). */
  category(id: number, locale: Locale): Promise<DonationCategory | null>;
  /** A campaign's latest gifts as the public may see them. */
  recentGifts(id: number, locale: Locale): Promise<RecentGifts>;
  /** What the staff have posted on a campaign, newest day first. */
  campaignUpdates(id: number, locale: Locale): Promise<CampaignUpdates>;
  /** The centre as the public sees it: who collects the money. */
  organiser(locale: Locale): Promise<PublicMosque>;
  paymentConfig(locale: Locale): Promise<PaymentConfig>;
  donate(payment: DonationRequestInput, locale: Locale): Promise<DonationAnswer>;
  calculateZakat(input: ZakatRequestInput, locale: Locale): Promise<ZakatResultAnswer>;
  /** The gift as its thank-you page shows it; null when the address's id and token name none (404). */
  receipt(id: number, token: string, locale: Locale): Promise<DonationReceipt | null>;
  /** The test provider's bank page: the payment awaiting the donor; null when unknown (404). */
  testBankPayment(id: string, locale: Locale): Promise<TestBankPayment | null>;
  authorizeTestPayment(id: string, approve: boolean, locale: Locale): Promise<TestBankPayment>;
  /** Asks for a year's statement of gifts to be mailed to the address (the same answer for any address). */
  requestStatement(input: StatementRequestInput, locale: Locale): Promise<StatementAnswer>;
  /** A monthly gift through the link its receipts carry, or why the link does not open it. */
  monthlyGift(token: string, locale: Locale): Promise<MonthlyGiftByLink>;
  /** A lower amount from the next month on; a higher one only mails the donor a confirmation. */
  changeMonthlyAmount(token: string, amount: number, locale: Locale): Promise<MonthlyAmountAnswer>;
  /** Stops the monthly gift; stopping one already stopped answers it as it is. */
  stopMonthlyGift(token: string, locale: Locale): Promise<ManagedMonthlyGift>;
  pauseMonthlyGift(token: string, locale: Locale): Promise<ManagedMonthlyGift>;
  resumeMonthlyGift(token: string, locale: Locale): Promise<ManagedMonthlyGift>;
  /** Revokes this link and every earlier one of the gift. */
  revokeMonthlyLinks(token: string, locale: Locale): Promise<MonthlyLinkAnswer>;
  /** Asks for a new management link to be mailed to the address (the same answer for any address). */
  requestMonthlyLink(email: string, locale: Locale): Promise<MonthlyLinkAnswer>;
  /** The raise a mailed confirmation link makes, or why the link does not open it. */
  monthlyRaise(token: string, locale: Locale): Promise<MonthlyRaiseByLink>;
  /** Makes the raise; an ApiError 409 when the gift changed since the mail. */
  confirmMonthlyRaise(token: string, locale: Locale): Promise<ManagedMonthlyGift>;
}

/** Why a link opens nothing: altered or cut (invalid), too old (expired), or revoked. */
export type MonthlyLinkRefusal = 'invalid' | 'expired' | 'revoked';

/** What a management link opens: the gift, or why it does not. */
export type MonthlyGiftByLink = { kind: 'gift'; gift: ManagedMonthlyGift } | { kind: MonthlyLinkRefusal };

/**
 * What a raise's confirmation link opens: the raise, or why it does not (a change made since the
 * mail, or the gift stopped: stale).
 */
export type MonthlyRaiseByLink =
  | { kind: 'raise'; raise: MonthlyRaise }
  | { kind: MonthlyLinkRefusal | 'stale' };

/** The calls of the pages beyond the home, which load the API client. */
export type FlowApi = Omit<DonationsApi, 'mainCategories' | 'campaigns'>;

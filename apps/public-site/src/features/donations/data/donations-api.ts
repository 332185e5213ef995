import type {
  DonationAnswer,
  DonationCategory,
  PaymentConfig,
  ZakatResultAnswer,
} from '@minbar/api/schemas/donations';
import type { DonationRequestInput } from '@minbar/domain/donations/payment';
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
  paymentConfig(locale: Locale): Promise<PaymentConfig>;
  donate(payment: DonationRequestInput, locale: Locale): Promise<DonationAnswer>;
  calculateZakat(input: ZakatRequestInput, locale: Locale): Promise<ZakatResultAnswer>;
}

/** The calls of the pages beyond the home, which load the API client. */
export type FlowApi = Omit<DonationsApi, 'mainCategories' | 'campaigns'>;

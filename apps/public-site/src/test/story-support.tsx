import { ApiError } from '@minbar/api/errors';
import type {
  CampaignUpdates,
  DonationAnswer,
  DonationCategory,
  DonationReceipt,
  RecentGifts,
  TestBankPayment,
  ZakatResultAnswer,
} from '@minbar/api/schemas/donations';
import type { ManagedMonthlyGift } from '@minbar/api/schemas/monthly-gifts';
import type { PublicMosque } from '@minbar/api/schemas/mosque-identity';
import {
  calculateZakat,
  nisabFor,
  type ZakatRequestInput,
  zakatRequestSchema,
} from '@minbar/domain/donations/zakat';
import { latinDigitsLocale } from '@minbar/ui/provider/latin-digits';
import {
  type InEachLanguage,
  inStoryLanguage,
  storyContentLocale,
  storyFixture,
} from '@minbar/ui/provider/story-content';
import { storyLocale } from '@minbar/ui/provider/story-locale';
import { type Locale, useUiLocale } from '@minbar/ui/provider/ui-provider';
import type { Decorator } from '@storybook/react-vite';
import { IntlMessageFormat } from 'intl-messageformat';
import { type ReactNode, useState } from 'react';
import * as v from 'valibot';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { DonationsApi } from '../features/donations/data/donations-api';
import { DonationsProvider } from '../features/donations/data/donations-provider';
import { GIFT_PAGES_MESSAGES, type GiftPagesMessageId } from '../features/donations/gift-pages-intl';
import { AppIntlProvider, type MessageId } from '../lib/app-intl';
import { SiteOriginContext } from '../lib/site-origin';
import '../app/public-layout.css';
import '../features/donations/home.css';
import '../features/donations/flow.css';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import pl from '../locales/pl.json';

const MESSAGES = { en, ar, pl };

/** A site message in the story's language, with its values, for play functions. */
export function siteText(
  globals: Record<string, unknown>,
  id: MessageId,
  values: Record<string, string | number> = {},
): string {
  return Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{${name}}`, String(value)),
    MESSAGES[storyLocale(globals)][id],
  );
}

/** A site message formatted as the page formats it (ICU plurals, Latin digits), for play functions. */
export function siteMessage(
  globals: Record<string, unknown>,
  id: MessageId,
  values: Record<string, string | number> = {},
): string {
  const locale = storyLocale(globals);
  return String(new IntlMessageFormat(MESSAGES[locale][id], latinDigitsLocale(locale)).format(values));
}

/** A message of a gift's own pages (thank-you, demo bank) in the story's language, with its values. */
export function giftText(
  globals: Record<string, unknown>,
  id: GiftPagesMessageId,
  values: Record<string, string | number> = {},
): string {
  return Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{${name}}`, String(value)),
    GIFT_PAGES_MESSAGES[storyLocale(globals)][id],
  );
}

/** A gift pages' message formatted as the page formats it (ICU selects and plurals), for play functions. */
export function giftMessage(
  globals: Record<string, unknown>,
  id: GiftPagesMessageId,
  values: Record<string, string | number> = {},
): string {
  const locale = storyLocale(globals);
  return String(
    new IntlMessageFormat(GIFT_PAGES_MESSAGES[locale][id], latinDigitsLocale(locale)).format(values),
  );
}

/** A campaign's latest gifts: a named donor with the amount, one without, an anonymous one. */
export const RECENT_GIFTS: RecentGifts = storyFixture((locale) => ({
  items: [
    { first_name: locale === 'ar' ? 'زوفيا' : 'Zofia', amount: 100, date: '2026-11-24T18:05:00Z' },
    { first_name: 'محمد', amount: null, date: '2026-11-23T09:40:00Z' },
    { first_name: null, amount: 25, date: '2026-11-20T12:00:00Z' },
  ],
}));

/** What the staff have posted on the campaign, newest first: one with a photo that falls back. */
export const CAMPAIGN_UPDATES: CampaignUpdates = storyFixture((locale) => {
  const items = [
    {
      id: 2,
      category_id: 11,
      date: '2026-11-18',
      text_en: 'The new beams are in and half of the roof is covered. Thank you to everyone who has given.',
      text_ar: 'تم تركيب العوارض الجديدة وتغطية نصف السقف. شكرًا لكل من تبرع.',
      text_pl: 'Nowe belki są już na miejscu, a połowa dachu jest pokryta. Dziękujemy wszystkim darczyńcom.',
      photo: null,
    },
    {
      id: 1,
      category_id: 11,
      date: '2026-10-17',
      text_en:
        'The surveyor has inspected the roof: the old tiles and two beams must be replaced before winter.',
      text_ar: 'فحص المهندس السقف: يجب استبدال البلاط القديم وعارضتين قبل الشتاء.',
      text_pl: 'Rzeczoznawca obejrzał dach: stare dachówki i dwie belki trzeba wymienić przed zimą.',
      photo: null,
    },
  ];
  // The demo seed's wording; `text` is the one in the language asked, as the server answers.
  return { items: items.map((item) => ({ ...item, text: item[`text_${locale}`] })) };
});

/** The centre as the public sees it, with the numbers of its registers. */
export const ORGANISER: PublicMosque = storyFixture(() => ({
  language: 'en',
  name: inStoryLanguage({
    en: 'Islamic Centre of Warsaw',
    ar: 'المركز الإسلامي في وارسو',
    pl: 'Centrum Islamskie w Warszawie',
  }),
  short_name: 'ICW',
  address: 'ul. Wiertnicza 103, 02-952 Warszawa',
  phone: '+48 22 000 00 00',
  email: 'kontakt@centrum.example',
  website: null,
  logo: null,
  registration_numbers: [
    { label: 'KRS', value: '0000123456' },
    { label: 'NIP', value: '5250000000' },
  ],
  bank_account: 'PL61109010140000071219812874',
  test_payments: false,
}));

/** A promise that never settles: the screen stays in its loading state. */
/** A monthly gift as its donor's link opens it: active, charged on the 27th of each month. */
export const MONTHLY_GIFT: ManagedMonthlyGift = storyFixture(() => ({
  category_id: 4,
  category_name: inStoryLanguage({ en: 'Weekend school', ar: 'المدرسة الأسبوعية', pl: 'Szkoła weekendowa' }),
  amount: 50,
  currency: 'PLN',
  state: 'active',
  next_charge_at: '2026-12-27T10:00:00.000Z',
  started_at: '2026-10-27T10:00:00.000Z',
  stopped_at: null,
  donor_email: 'anna@example.org',
}));

export const STOPPED_MONTHLY_GIFT: ManagedMonthlyGift = storyFixture(() => ({
  ...MONTHLY_GIFT,
  state: 'stopped',
  next_charge_at: null,
  stopped_at: '2026-11-27T12:00:00.000Z',
}));

export const never = <T,>() => new Promise<T>(() => {});

/** A monthly gift its donor paused: nothing is charged until it is resumed. */
export const PAUSED_MONTHLY_GIFT: ManagedMonthlyGift = storyFixture(() => ({
  ...MONTHLY_GIFT,
  state: 'paused',
  next_charge_at: null,
}));

/** What the server says in its answers, in the language the page asks in. */
const SERVER_MESSAGES = {
  en: {
    statement: 'If this address gave, a link is on its way.',
    revoked: 'Every link to this monthly gift is revoked.',
    monthlyLink: 'If this address gives monthly, a link is on its way.',
    thanks: 'Thank you for your donation',
  },
  ar: {
    statement: 'إن كان هذا العنوان قد تبرّع، فالرابط في طريقه إليه.',
    revoked: 'أُلغيت كل روابط هذا التبرع الشهري.',
    monthlyLink: 'إن كان هذا العنوان يتبرّع شهريًا، فالرابط في طريقه إليه.',
    thanks: 'شكرًا لتبرعك',
  },
  pl: {
    statement: 'Jeśli z tego adresu wpłacono darowiznę, link jest już w drodze.',
    revoked: 'Wszystkie linki do tej comiesięcznej darowizny zostały unieważnione.',
    monthlyLink: 'Jeśli z tego adresu wpłacana jest comiesięczna darowizna, link jest już w drodze.',
    thanks: 'Dziękujemy za darowiznę',
  },
};

/** The donation calls answered from the story, never from a server. */
export function storyApi(overrides: Partial<DonationsApi> = {}): DonationsApi {
  return {
    mainCategories: async () => MAIN_CATEGORIES,
    campaigns: async () => CAMPAIGNS,
    category: async (id) => [...MAIN_CATEGORIES, ...CAMPAIGNS].find((each) => each.id === id) ?? null,
    recentGifts: async () => RECENT_GIFTS,
    // Each update's text in the language asked, as the server answers.
    campaignUpdates: async (_id, locale) => ({
      items: CAMPAIGN_UPDATES.items.map((update) => ({ ...update, text: update[`text_${locale}`] })),
    }),
    organiser: async () => ORGANISER,
    paymentConfig: async () => TEST_PAYMENT_CONFIG,
    donate: never,
    calculateZakat: async (input) => zakatAnswer(input),
    receipt: async () => donationReceipt(),
    testBankPayment: async (_id, locale) => bankPayment(locale),
    authorizeTestPayment: async (_id, _approve, locale) =>
      bankPayment(locale, { awaiting_confirmation: false }),
    requestStatement: async () => ({ message: inStoryLanguage(SERVER_MESSAGES).statement }),
    monthlyGift: async () => ({ kind: 'gift', gift: MONTHLY_GIFT }),
    changeMonthlyAmount: async (_token, amount) =>
      amount > MONTHLY_GIFT.amount
        ? { gift: MONTHLY_GIFT, confirmation: { amount, expires_at: '2026-11-28T10:00:00.000Z' } }
        : { gift: { ...MONTHLY_GIFT, amount }, confirmation: null },
    stopMonthlyGift: async () => STOPPED_MONTHLY_GIFT,
    pauseMonthlyGift: async () => PAUSED_MONTHLY_GIFT,
    resumeMonthlyGift: async () => MONTHLY_GIFT,
    revokeMonthlyLinks: async () => ({ message: inStoryLanguage(SERVER_MESSAGES).revoked }),
    requestMonthlyLink: async () => ({ message: inStoryLanguage(SERVER_MESSAGES).monthlyLink }),
    monthlyRaise: async () => ({
      kind: 'raise',
      raise: { gift: MONTHLY_GIFT, amount: 120, expires_at: '2026-11-28T10:00:00.000Z' },
    }),
    confirmMonthlyRaise: async () => ({ ...MONTHLY_GIFT, amount: 120 }),
    ...overrides,
  };
}

function StoryFrame({ api, path, children }: { api: DonationsApi; path: string; children: ReactNode }) {
  const locale = useUiLocale();
  const [location] = useState(() => memoryLocation({ path }));
  return (
    <AppIntlProvider locale={locale}>
      <DonationsProvider api={api}>
        <Router hook={location.hook}>
          {/* One address whatever port the stories are served on: the home's QR code encodes it. */}
          <SiteOriginContext value={STORY_SITE_ORIGIN}>
            <div className="public-layout__main">{children}</div>
          </SiteOriginContext>
        </Router>
      </DonationsProvider>
    </AppIntlProvider>
  );
}

/** The site's address in the stories. */
export const STORY_SITE_ORIGIN = 'https://mosque.example';

/**
 * The public site's providers for a screen story: its messages in the toolbar's language, the
 * donation calls from `parameters.api` (storyApi()), and a router in memory at `parameters.path`.
 */
export const withPublicSite: Decorator = (Story, context) => (
  <StoryFrame
    api={(context.parameters.api as DonationsApi | undefined) ?? storyApi()}
    path={(context.parameters.path as string | undefined) ?? '/'}
  >
    <Story />
  </StoryFrame>
);

type CategoryText = Pick<DonationCategory, 'name' | 'title'> & Partial<Pick<DonationCategory, 'description'>>;

/** The categories' names, titles and descriptions in each language (the demo seed's wording). */
const CATEGORY_TEXT = {
  roof: {
    en: {
      name: 'Roof repair',
      title: 'Keep the rain out of the prayer hall',
      description: 'The roof over the prayer hall leaks. Help us repair it before the winter rains.',
    },
    ar: {
      name: 'ترميم السقف',
      title: 'لنحمِ قاعة الصلاة من المطر',
      description: 'يتسرب الماء من سقف قاعة الصلاة. ساعدونا على إصلاحه قبل أمطار الشتاء.',
    },
    pl: {
      name: 'Naprawa dachu',
      title: 'Sucha sala modlitw',
      description: 'Dach nad salą modlitw przecieka. Pomóżcie nam go naprawić przed zimowymi deszczami.',
    },
  },
  zakat: {
    en: {
      name: 'Zakat',
      title: 'Purify your wealth',
      description: 'Your zakat reaches those entitled to it. Not sure how much is due? Use the calculator.',
    },
    ar: {
      name: 'الزكاة',
      title: 'طهّر مالك',
      description: 'توزَّع الزكاة على مستحقيها. لست متأكدًا من المقدار الواجب؟ استخدم الحاسبة.',
    },
    pl: {
      name: 'Zakat',
      title: 'Oczyść swój majątek',
      description: 'Zakat trafia do uprawnionych. Nie wiesz, ile wynosi? Skorzystaj z kalkulatora.',
    },
  },
  sadaqah: {
    en: { name: 'Sadaqah', title: 'Give freely, at any time' },
    ar: { name: 'الصدقة', title: 'تصدّق في كل وقت' },
    pl: { name: 'Sadaka', title: 'Dawaj hojnie, w każdej chwili' },
  },
  upkeep: {
    en: { name: 'Mosque upkeep', title: 'Keep the house of Allah open' },
    ar: { name: 'صيانة المسجد', title: 'لنُبقِ بيت الله مفتوحًا' },
    pl: { name: 'Utrzymanie meczetu', title: 'Utrzymajmy dom Allaha otwarty' },
  },
  fitr: {
    en: { name: 'Zakat al-Fitr', title: 'Before the Eid prayer' },
    ar: { name: 'زكاة الفطر', title: 'قبل صلاة العيد' },
    pl: { name: 'Zakat al-Fitr', title: 'Przed modlitwą Id' },
  },
  coats: {
    en: { name: 'Winter coats', title: 'Warm coats for the families who arrived this year' },
    ar: { name: 'معاطف الشتاء', title: 'معاطف دافئة للأسر التي وصلت هذا العام' },
    pl: { name: 'Zimowe kurtki', title: 'Ciepłe kurtki dla rodzin, które przyjechały w tym roku' },
  },
  quran: {
    en: { name: 'Quran classes', title: 'Books and teachers for the weekend school' },
    ar: { name: 'حلقات القرآن', title: 'كتب ومعلمون للمدرسة الأسبوعية' },
    pl: { name: 'Lekcje Koranu', title: 'Podręczniki i nauczyciele dla szkoły weekendowej' },
  },
  iftar: {
    en: { name: 'Iftar meals', title: 'A meal every evening of Ramadan for anyone who comes' },
    ar: { name: 'وجبات الإفطار', title: 'وجبة كل مساء من رمضان لكل من يأتي' },
    pl: { name: 'Posiłki na iftar', title: 'Posiłek każdego wieczoru Ramadanu dla każdego, kto przyjdzie' },
  },
  library: {
    en: { name: 'Library books', title: 'Children’s books in Polish, Arabic and English' },
    ar: { name: 'كتب المكتبة', title: 'كتب للأطفال بالبولندية والعربية والإنجليزية' },
    pl: { name: 'Książki do biblioteki', title: 'Książki dla dzieci po polsku, arabsku i angielsku' },
  },
  ramp: {
    en: { name: 'Wheelchair ramp', title: 'A ramp at the main entrance so everyone can come in' },
    ar: { name: 'منحدر للكراسي المتحركة', title: 'منحدر عند المدخل الرئيسي ليدخل الجميع' },
    pl: { name: 'Podjazd dla wózków', title: 'Podjazd przy głównym wejściu, żeby każdy mógł wejść' },
  },
  long: {
    en: {
      name: 'Renovation of the women’s prayer hall, its washrooms and the staircase leading up to it',
      title:
        'A long-awaited renovation so that sisters, mothers with children and elderly worshippers can pray in comfort',
      description:
        'The hall has not been renovated since the centre opened. The work covers new flooring, lighting, ventilation, washrooms with step-free access and a safer staircase. Pneumonoultramicroscopicsilicovolcanoconiosis.',
    },
    ar: {
      name: 'تجديد مصلى النساء ودورات المياه والدرج المؤدي إليه بالكامل مع الإنارة والتهوية',
      title: 'تجديد طال انتظاره لتصلي الأخوات والأمهات مع أطفالهن وكبار السن في راحة وطمأنينة',
      description:
        'لم يُجدَّد المصلى منذ افتتاح المركز. يشمل العمل أرضية جديدة وإنارة وتهوية ودورات مياه يسهل الوصول إليها ودرجًا أكثر أمانًا، والاستشاراتالمتخصصةللمتطوعينوالمتطوعات.',
    },
    pl: {
      name: 'Remont sali modlitw dla kobiet, jej łazienek i prowadzących do niej schodów',
      title:
        'Długo wyczekiwany remont, aby siostry, matki z dziećmi i starsi wierni mogli modlić się w wygodzie',
      description:
        'Sala nie była remontowana od otwarcia centrum. Prace obejmują nową podłogę, oświetlenie, wentylację, łazienki bez progów i bezpieczniejsze schody. Współfinansowanie: Konstantynopolitańczykowianeczka.',
    },
  },
} satisfies Record<string, InEachLanguage<CategoryText>>;

/** A category in the language the story renders in (or the one a fixture is being made in). */
function category(
  overrides: Partial<DonationCategory>,
  text: InEachLanguage<CategoryText> = CATEGORY_TEXT.roof,
): DonationCategory {
  return {
    id: 11,
    ...CATEGORY_TEXT.roof[storyContentLocale()],
    ...text[storyContentLocale()],
    image: null,
    payment_type: 'One Time',
    default_value: 50,
    target_amount: 20000,
    current_amount: 12500,
    donor_count: 48,
    is_available: true,
    is_system_defined: false,
    is_zakat: false,
    ...overrides,
  };
}

export const ZAKAT_CATEGORY = storyFixture(() =>
  category(
    {
      id: 3,
      target_amount: 0,
      current_amount: 0,
      is_system_defined: true,
      is_zakat: true,
    },
    CATEGORY_TEXT.zakat,
  ),
);

export const MAIN_CATEGORIES: DonationCategory[] = storyFixture(() => [
  category({ id: 1, target_amount: 0, is_system_defined: true }, CATEGORY_TEXT.sadaqah),
  category({ id: 2, target_amount: 0, is_system_defined: true }, CATEGORY_TEXT.upkeep),
  ZAKAT_CATEGORY,
  category({ id: 4, target_amount: 0, is_system_defined: true }, CATEGORY_TEXT.fitr),
]);

export const CAMPAIGN = storyFixture(() => category({}));

export const CAMPAIGNS: DonationCategory[] = storyFixture(() => [
  CAMPAIGN,
  category({ id: 12, current_amount: 1800, target_amount: 3000 }, CATEGORY_TEXT.coats),
  category({ id: 13, current_amount: 900 }, CATEGORY_TEXT.quran),
  category({ id: 14, current_amount: 15000, target_amount: 12000 }, CATEGORY_TEXT.iftar),
  category({ id: 15 }, CATEGORY_TEXT.library),
  category({ id: 16 }, CATEGORY_TEXT.ramp),
]);

export const LONG_CAMPAIGN = storyFixture(() =>
  category({ id: 21, target_amount: 150000, current_amount: 48250.5, donor_count: 1234 }, CATEGORY_TEXT.long),
);

export const TEST_PAYMENT_CONFIG = {
  provider: 'test',
  publishable_key: null,
  test_cards: {
    succeeds: '4242424242424242',
    threeDSecure: '4000002760003184',
    declined: '4000000000000002',
    insufficientFunds: '4000000000009995',
    needsRetry: '4000000000000119',
  },
  test_blik_code: '123456',
};

/** POST /donations's answer for a gift of `status`, with the next step the server names. */
export function donationAnswer(
  status = 'succeeded',
  next: Partial<DonationAnswer['next']> = {},
): DonationAnswer {
  return {
    message: inStoryLanguage(SERVER_MESSAGES).thanks,
    donation: {
      id: 7,
      category_id: 11,
      amount: 25,
      currency: 'PLN',
      frequency: 'one-time',
      status,
      date: '2026-11-23T10:00:00Z',
    },
    receipt_token: 'story-receipt-token-0001',
    next: { client_secret: null, redirect_url: null, ...next },
  };
}

/** A gift as its thank-you page reads it. */
export function donationReceipt(change: Partial<DonationReceipt> = {}): DonationReceipt {
  return {
    id: 7,
    category_id: 11,
    category_name: CATEGORY_TEXT.roof[storyContentLocale()].name,
    amount: 25,
    currency: 'PLN',
    status: 'succeeded',
    refunded_amount: 0,
    method: 'card',
    donor_email: 'amina@example.org',
    date: '2026-11-23T10:00:00Z',
    frequency: 'one-time',
    ...change,
  };
}

/** The gift's category on the test bank's page, in each language as the server names it. */
export const BANK_CATEGORY_NAME: Record<Locale, string> = {
  en: CATEGORY_TEXT.roof.en.name,
  ar: CATEGORY_TEXT.roof.ar.name,
  pl: CATEGORY_TEXT.roof.pl.name,
};

/** The provider's own line for the payment, as the server writes it in each language. */
const BANK_DESCRIPTION = {
  en: `Donation: ${BANK_CATEGORY_NAME.en}`,
  ar: `تبرع: ${BANK_CATEGORY_NAME.ar}`,
  pl: `Darowizna: ${BANK_CATEGORY_NAME.pl}`,
};

/** A payment waiting on the test bank's page, what it is for named in `locale` as the server answers. */
export function bankPayment(locale: Locale = 'en', change: Partial<TestBankPayment> = {}): TestBankPayment {
  return {
    id: 'pi_test_1_story',
    amount_minor: 2500,
    currency: 'PLN',
    description: inStoryLanguage(BANK_DESCRIPTION, locale),
    purpose: { kind: 'donation', name: BANK_CATEGORY_NAME[locale] },
    awaiting_confirmation: true,
    ...change,
  };
}

/** A payment waiting on the test bank's page, in the story's language. */
export const BANK_PAYMENT: TestBankPayment = storyFixture((locale) => bankPayment(locale));

/** The zakat the reference server answers: its rule on the first figures (gold-based, the demo's rates). */
export function zakatAnswer(input: ZakatRequestInput): ZakatResultAnswer {
  const { currency, basis, ...holdings } = v.parse(zakatRequestSchema, input);
  const nisab = nisabFor(currency);
  if (!nisab) throw new Error(`no nisab for ${currency}`);
  return calculateZakat(holdings, nisab, basis);
}

/** The test provider's refusal as POST /donations answers it (402 with its message). */
export function declined(message = 'Your card was declined.'): ApiError {
  return new ApiError({ kind: 'http', status: 402, detail: message });
}

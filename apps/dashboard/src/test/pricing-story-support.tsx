import type { Package, Subscription } from '@minbar/api/schemas/education';
import { PRICING_MESSAGES } from '../features/pricing/pricing-intl';
import { inLanguages, type Words } from './story-content';
import { featureStoryText } from './story-decorators';

/** An area message in the story's language, so play functions assert in en, ar and pl alike. */
export const pricingText = featureStoryText(PRICING_MESSAGES);

const same = (text: string): Words => ({ en: text, ar: text, pl: text });

/** The packages' names and descriptions in each language, keyed by their English names. */
export const PACKAGE_WORDS = {
  basic: {
    name: { en: 'Weekend basic', ar: 'باقة نهاية الأسبوع الأساسية', pl: 'Weekend – pakiet podstawowy' },
    description: {
      en: 'Saturday mornings: Quran and Arabic.',
      ar: 'صباح كل سبت: القرآن واللغة العربية.',
      pl: 'Soboty rano: Koran i język arabski.',
    },
  },
  full: {
    name: { en: 'Weekend full', ar: 'باقة نهاية الأسبوع الكاملة', pl: 'Weekend – pakiet pełny' },
    description: {
      en: 'Saturdays and Sundays: Quran, Arabic, fiqh and seerah.',
      ar: 'السبت والأحد: القرآن والعربية والفقه والسيرة.',
      pl: 'Soboty i niedziele: Koran, arabski, fikh i sira.',
    },
  },
  hifz: {
    name: same('حلقة التحفيظ'),
    description: same('حفظ القرآن الكريم ثلاث أمسيات في الأسبوع مع التجويد.'),
  },
  camp: {
    name: { en: 'Summer camp 2025', ar: 'المخيم الصيفي 2025', pl: 'Obóz letni 2025' },
    description: {
      en: 'Two weeks of classes and trips in July; no longer offered.',
      ar: 'أسبوعان من الدروس والرحلات في يوليو؛ لم يعد متاحًا.',
      pl: 'Dwa tygodnie zajęć i wycieczek w lipcu; już nieoferowany.',
    },
  },
} satisfies Record<string, { name: Words; description: Words }>;

export function storyPackage(
  id: number,
  overrides: Partial<Package> = {},
  words: { name: Words; description: Words } = PACKAGE_WORDS.basic,
): Package {
  return inLanguages(
    {
      id,
      name: words.name.en,
      description: words.description.en,
      price: 120,
      num_subjects_included: 2,
      is_active: true,
      subscriber_count: 6,
      ...overrides,
    },
    {
      ...('name' in overrides ? {} : { name: words.name }),
      ...('description' in overrides ? {} : { description: words.description }),
    },
  );
}

/** The demo's packages: three on offer (one with an Arabic name), one cancelled without its number of subjects. */
export const ACTIVE_PACKAGES: Package[] = [
  storyPackage(1),
  storyPackage(2, { price: 200, num_subjects_included: 4, subscriber_count: 7 }, PACKAGE_WORDS.full),
  storyPackage(3, { price: 250.5, num_subjects_included: 1, subscriber_count: 1 }, PACKAGE_WORDS.hifz),
];

export const CANCELLED_PACKAGES: Package[] = [
  storyPackage(
    4,
    { price: 180, num_subjects_included: null, is_active: false, subscriber_count: 0 },
    PACKAGE_WORDS.camp,
  ),
];

/** The subscribed children's names as each desk's staff read them. */
export const CHILD_WORDS = {
  adam: { en: 'Adam Kowalski', ar: 'آدم كوفالسكي', pl: 'Adam Kowalski' },
  maryam: { en: 'Maryam Nowak', ar: 'مريم نوفاك', pl: 'Marjam Nowak' },
  yusuf: same('يوسف الحسن'),
  ibrahim: { en: 'Ibrahim Wiśniewski', ar: 'إبراهيم فيشنيفسكي', pl: 'Ibrahim Wiśniewski' },
  hana: { en: 'Hana Zielińska', ar: 'هناء زيلينسكا', pl: 'Hana Zielińska' },
} satisfies Record<string, Words>;

export function storySubscription(
  id: number,
  overrides: Partial<Subscription> = {},
  name: Words = CHILD_WORDS.adam,
  reason?: Words,
): Subscription {
  return inLanguages(
    {
      id,
      child_id: id,
      child_name: name.en,
      package_id: 1,
      package_price: 120,
      start_date: '2026-10-03',
      current_period_end: '2026-11-03',
      suspension_reason: reason?.en ?? null,
      is_active: true,
      ...overrides,
    },
    {
      ...('child_name' in overrides ? {} : { child_name: name }),
      ...(reason ? { suspension_reason: reason } : {}),
    },
  );
}

/** Active and suspended subscriptions, an older price, an Arabic name, and one without dates. */
export const STORY_SUBSCRIPTIONS: Subscription[] = [
  storySubscription(1),
  storySubscription(2, { start_date: '2026-09-12', current_period_end: '2026-12-12' }, CHILD_WORDS.maryam),
  storySubscription(3, { package_price: 100, is_active: false }, CHILD_WORDS.yusuf, {
    en: 'Family moved to Kraków for the winter.',
    ar: 'انتقلت العائلة إلى كراكوف لفصل الشتاء.',
    pl: 'Rodzina przeprowadziła się na zimę do Krakowa.',
  }),
  storySubscription(
    4,
    { start_date: null, current_period_end: null, is_active: false },
    CHILD_WORDS.ibrahim,
    { en: 'Unpaid since September.', ar: 'غير مدفوع منذ سبتمبر.', pl: 'Nieopłacone od września.' },
  ),
  storySubscription(5, { start_date: '2026-11-01', current_period_end: '2026-12-01' }, CHILD_WORDS.hana),
];

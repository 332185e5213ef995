import type {
  ActiveCategories,
  CampaignUpdate,
  DonationCategory,
  DonationHistory,
} from '@minbar/api/schemas/donations';
import type { MonthlyGiftList } from '@minbar/api/schemas/monthly-gifts';
import { inStoryLanguage } from '@minbar/ui/provider/story-content';
import { fn } from 'storybook/test';
import { DONATIONS_MESSAGES } from '../features/donations/donations-intl';
import { groupByTab, type MonthTotal, totalsByMonth } from '../features/donations/donations-model';
import { inLanguages, type Words } from './story-content';
import { featureStoryText } from './story-decorators';

/** An area message in the story's language, so play functions assert in en, ar and pl alike. */
export const donationsText = featureStoryText(DONATIONS_MESSAGES);

/** What a category's gifts pay for, in the category's own words. */
const PAYS_FOR: Words = {
  en: 'what the gifts pay for.',
  ar: 'ما تموّله التبرعات.',
  pl: 'na co idą datki.',
};

/** A category named in three languages; its name and description read in the story's language. */
export function storyCategory(
  id: number,
  name: Words,
  overrides: Partial<DonationCategory> = {},
): DonationCategory {
  const description: Words = {
    en: `${name.en}: ${PAYS_FOR.en}`,
    ar: `${name.ar}: ${PAYS_FOR.ar}`,
    pl: `${name.pl}: ${PAYS_FOR.pl}`,
  };
  return inLanguages(
    {
      id,
      name: name.en,
      title: '',
      description: description.en,
      image: null,
      payment_type: 'One Time',
      default_value: 50,
      target_amount: 20000,
      current_amount: 7450.5,
      is_available: true,
      is_system_defined: false,
      is_zakat: false,
      name_en: name.en,
      name_ar: name.ar,
      name_pl: name.pl,
      title_en: '',
      title_ar: '',
      title_pl: '',
      description_en: description.en,
      description_ar: description.ar,
      description_pl: description.pl,
      ...overrides,
    },
    { name, description },
  );
}

/** The stories' campaigns and funds by what they are, each name in the three languages. */
export const CATEGORY_NAMES = {
  zakat: { en: 'Zakat', ar: 'الزكاة', pl: 'Zakat' },
  sadaqah: { en: 'Sadaqah', ar: 'الصدقة', pl: 'Sadaka' },
  upkeep: { en: 'Mosque upkeep', ar: 'صيانة المسجد', pl: 'Utrzymanie meczetu' },
  roof: {
    en: 'New roof for the prayer hall',
    ar: 'سقف جديد لقاعة الصلاة',
    pl: 'Nowy dach sali modlitw',
  },
  coats: {
    en: 'Winter coats for families',
    ar: 'معاطف شتوية للعائلات',
    pl: 'Zimowe kurtki dla rodzin',
  },
  books: {
    en: 'Quran school books',
    ar: 'كتب مدرسة القرآن',
    pl: 'Podręczniki do szkoły koranicznej',
  },
  funeral: { en: 'Funeral fund', ar: 'صندوق الجنائز', pl: 'Fundusz pogrzebowy' },
  football: {
    en: 'Youth football camp',
    ar: 'مخيم كرة القدم للشباب',
    pl: 'Obóz piłkarski dla młodzieży',
  },
} satisfies Record<string, Words>;

const iftarNight = (night: number): Words => ({
  en: `Community iftar, night ${night}`,
  ar: `إفطار جماعي، الليلة ${night}`,
  pl: `Wspólny iftar, noc ${night}`,
});

export const STORY_CATEGORIES: DonationCategory[] = [
  storyCategory(1, CATEGORY_NAMES.zakat, {
    is_system_defined: true,
    is_zakat: true,
    target_amount: 0,
    current_amount: 18250,
  }),
  storyCategory(2, CATEGORY_NAMES.sadaqah, {
    is_system_defined: true,
    target_amount: 0,
    current_amount: 9400,
  }),
  storyCategory(3, CATEGORY_NAMES.upkeep, {
    is_system_defined: true,
    payment_type: 'Monthly',
    target_amount: 12000,
    current_amount: 10800,
  }),
  storyCategory(10, CATEGORY_NAMES.roof, { target_amount: 60000, current_amount: 41200 }),
  storyCategory(11, CATEGORY_NAMES.coats, { target_amount: 8000, current_amount: 7900 }),
  storyCategory(12, CATEGORY_NAMES.books, {
    payment_type: 'Monthly',
    target_amount: 3000,
    current_amount: 600,
  }),
  ...Array.from({ length: 10 }, (_, index) =>
    storyCategory(30 + index, iftarNight(index + 1), {
      target_amount: 2500,
      current_amount: 250 * index,
    }),
  ),
  storyCategory(20, CATEGORY_NAMES.funeral, { is_available: false, current_amount: 0 }),
  storyCategory(21, CATEGORY_NAMES.football, {
    is_available: false,
    target_amount: 4000,
    current_amount: 1200,
  }),
];

export const STORY_GROUPS = groupByTab(STORY_CATEGORIES);

/** The longest campaign name a centre writes; in Polish, long words with diacritics. */
export const LONG_NAME: Words = {
  en: 'Rebuilding the community kitchen and the women’s prayer room after the flood, with a new ramp for wheelchairs',
  ar: 'إعادة بناء مطبخ الجالية ومصلى النساء بعد الفيضان، مع منحدر جديد للكراسي المتحركة',
  pl: 'Odbudowa wspólnotowej kuchni i sali modlitw dla kobiet po powodzi, z nowym podjazdem dla wózków inwalidzkich',
};

/** Donors as the gift form had them written; null for an anonymous gift. */
const DONORS: Array<Words | null> = [
  { en: 'Amina Khalil', ar: 'أمينة خليل', pl: 'Amina Khalil' },
  null,
  { en: 'Yusuf Nowak', ar: 'يوسف نوفاك', pl: 'Jusuf Nowak' },
  { en: 'Fatima Zahra', ar: 'فاطمة الزهراء', pl: 'Fatima Zahra' },
  null,
  { en: 'Omar Kowalski', ar: 'عمر كوفالسكي', pl: 'Omar Kowalski' },
  { en: 'Maryam Ali', ar: 'مريم علي', pl: 'Marjam Ali' },
];
const GIFT_CATEGORIES = [
  CATEGORY_NAMES.zakat,
  CATEGORY_NAMES.roof,
  CATEGORY_NAMES.sadaqah,
  CATEGORY_NAMES.coats,
];
/** The lines some gifts were given with; an anonymous one among them, a long one, an Arabic one. */
export const STORY_DEDICATIONS: Record<number, Words> = {
  0: {
    en: 'In memory of my father, Ibrahim Khalil',
    ar: 'في ذكرى والدي إبراهيم خليل',
    pl: 'Ku pamięci mojego ojca, Ibrahima Khalila',
  },
  1: {
    en: 'On behalf of the Nowak family, for the children of the weekend school and their teachers',
    ar: 'باسم عائلة نوفاك، لأطفال المدرسة الأسبوعية ومعلميهم',
    pl: 'W imieniu rodziny Nowaków, dla dzieci ze szkoły weekendowej i ich nauczycieli',
  },
  3: { en: 'صدقة جارية عن والدتي', ar: 'صدقة جارية عن والدتي', pl: 'صدقة جارية عن والدتي' },
};

/** Sixty gifts over the year, newest first, a few of them anonymous. */
export const STORY_GIFTS = Array.from({ length: 60 }, (_, index) => {
  const donor = DONORS[index % DONORS.length] ?? null;
  const date = new Date(Date.UTC(2026, 10, 20) - index * 6 * 86_400_000);
  const dedication = STORY_DEDICATIONS[index];
  return inLanguages(
    {
      id: 200 - index,
      donor_name: donor?.en ?? null,
      is_anonymous: donor === null,
      dedication: dedication?.en ?? null,
      category_name: GIFT_CATEGORIES[index % GIFT_CATEGORIES.length]?.en ?? null,
      date: date.toISOString(),
      amount: [25, 50, 100, 15, 250, 75.5][index % 6] ?? 25,
      currency: 'PLN',
      // A refunded gift and a partly refunded one among them, each method the site takes.
      status: index === 3 ? 'refunded' : 'succeeded',
      refunded_amount: index === 3 ? 15 : index === 5 ? 25.5 : 0,
      method: ['card', 'blik', 'card', 'p24', 'wallet', 'card'][index % 6] ?? 'card',
      // Every fifth a monthly gift's charge (paid by card).
      frequency: index % 5 === 2 ? 'monthly' : 'one-time',
      needs_attention: false,
    },
    {
      ...(donor ? { donor_name: donor } : {}),
      ...(dedication ? { dedication } : {}),
      category_name: GIFT_CATEGORIES[index % GIFT_CATEGORIES.length],
    },
  );
});

/** The history's filter and refund, as the route gives them. */
export function historyControls() {
  return { filter: 'received' as const, onFilterChange: fn(), onRefund: fn() };
}

export function storyHistoryPage(page: number): DonationHistory {
  return {
    items: STORY_GIFTS.slice((page - 1) * 10, page * 10),
    total: STORY_GIFTS.length,
    page,
    per_page: 10,
    total_pages: Math.ceil(STORY_GIFTS.length / 10),
  };
}

export const STORY_ACTIVE: ActiveCategories = {
  items: STORY_CATEGORIES.filter((category) => !category.is_system_defined && category.is_available).slice(
    0,
    5,
  ),
  total_pages: 3,
  total_amount: 103_560.5,
  total: 13,
  page: 1,
  per_page: 5,
};

export const STORY_MONTHLY: MonthTotal[] = totalsByMonth(STORY_GIFTS);

/** An update's text in the three languages, as the server keeps it. */
function storyUpdate(id: number, date: string, text: Words): CampaignUpdate {
  return inLanguages(
    {
      id,
      category_id: 10,
      date,
      text: text.en,
      text_en: text.en,
      text_ar: text.ar,
      text_pl: text.pl,
      photo: null,
    },
    { text },
  );
}

/** Two updates on a campaign, newest first; the text shown is the story's language's. */
export const STORY_UPDATES: CampaignUpdate[] = [
  storyUpdate(2, '2026-11-18', {
    en: 'The new beams are in and half of the roof is covered. Thank you to everyone who has given.',
    ar: 'تم تركيب العوارض الجديدة وتغطية نصف السقف. شكرًا لكل من تبرع.',
    pl: 'Nowe belki są już na miejscu, a połowa dachu jest pokryta. Dziękujemy wszystkim darczyńcom.',
  }),
  storyUpdate(1, '2026-10-17', {
    en: 'The surveyor has inspected the roof: the old tiles and two beams must be replaced before winter.',
    ar: 'فحص المهندس السقف: يجب استبدال البلاط القديم وعارضتين قبل الشتاء.',
    pl: 'Rzeczoznawca obejrzał dach: stare dachówki i dwie belki trzeba wymienić przed zimą.',
  }),
];

/** A category's monthly donors: two giving (one anonymous, one whose card was refused), one stopped. */
export const STORY_MONTHLY_GIFTS: MonthlyGiftList = {
  items: [
    {
      id: 31,
      get donor_name() {
        return inStoryLanguage({ en: 'Amina Kowalska', ar: 'أمينة كوفالسكا', pl: 'Amina Kowalska' });
      },
      donor_email: 'amina@example.org',
      amount: 50,
      currency: 'PLN',
      state: 'active',
      started_at: '2026-03-12T09:30:00.000Z',
      next_charge_at: '2026-12-12T09:30:00.000Z',
      months_paid: 9,
      stopped_at: null,
      stopped_by: null,
      links_revoked_at: null,
    },
    {
      id: 32,
      donor_name: null,
      donor_email: 'quiet.giver@example.org',
      amount: 100,
      currency: 'PLN',
      state: 'retrying',
      started_at: '2026-09-01T18:00:00.000Z',
      next_charge_at: '2026-11-30T18:00:00.000Z',
      months_paid: 2,
      stopped_at: null,
      stopped_by: null,
      links_revoked_at: null,
    },
    {
      id: 33,
      get donor_name() {
        return inStoryLanguage({ en: 'Omar Nowak', ar: 'عمر نوفاك', pl: 'Omar Nowak' });
      },
      donor_email: 'omar@example.org',
      amount: 25,
      currency: 'PLN',
      state: 'stopped',
      started_at: '2026-01-05T08:00:00.000Z',
      next_charge_at: null,
      months_paid: 6,
      stopped_at: '2026-07-02T10:00:00.000Z',
      stopped_by: 'donor',
      links_revoked_at: null,
    },
  ],
  total: 3,
  page: 1,
  per_page: 10,
  total_pages: 1,
  charging_count: 2,
  monthly_total: 150,
  currency: 'PLN',
};

import type {
  ActiveCategories,
  CampaignUpdate,
  DonationCategory,
  DonationHistory,
} from '@minbar/api/schemas/donations';
import type { MonthlyGiftList } from '@minbar/api/schemas/monthly-gifts';
import { fn } from 'storybook/test';
import { DONATIONS_MESSAGES } from '../features/donations/donations-intl';
import { groupByTab, type MonthTotal, totalsByMonth } from '../features/donations/donations-model';
import { featureStoryText } from './story-decorators';

/** An area message in the story's language, so play functions assert in en, ar and pl alike. */
export const donationsText = featureStoryText(DONATIONS_MESSAGES);

export function storyCategory(
  id: number,
  name: string,
  overrides: Partial<DonationCategory> = {},
): DonationCategory {
  return {
    id,
    name,
    title: '',
    description: `${name}: what the gifts pay for.`,
    image: null,
    payment_type: 'One Time',
    default_value: 50,
    target_amount: 20000,
    current_amount: 7450.5,
    is_available: true,
    is_system_defined: false,
    is_zakat: false,
    name_en: name,
    name_ar: 'صدقة جارية',
    name_pl: 'Jałmużna',
    title_en: '',
    title_ar: '',
    title_pl: '',
    description_en: `${name}: what the gifts pay for.`,
    description_ar: 'ما تموّله التبرعات.',
    description_pl: 'Na co idą datki.',
    ...overrides,
  };
}

export const STORY_CATEGORIES: DonationCategory[] = [
  storyCategory(1, 'Zakat', {
    is_system_defined: true,
    is_zakat: true,
    target_amount: 0,
    current_amount: 18250,
  }),
  storyCategory(2, 'Sadaqah', { is_system_defined: true, target_amount: 0, current_amount: 9400 }),
  storyCategory(3, 'Mosque upkeep', {
    is_system_defined: true,
    payment_type: 'Monthly',
    target_amount: 12000,
    current_amount: 10800,
  }),
  storyCategory(10, 'New roof for the prayer hall', { target_amount: 60000, current_amount: 41200 }),
  storyCategory(11, 'Winter coats for families', { target_amount: 8000, current_amount: 7900 }),
  storyCategory(12, 'Quran school books', {
    payment_type: 'Monthly',
    target_amount: 3000,
    current_amount: 600,
  }),
  ...Array.from({ length: 10 }, (_, index) =>
    storyCategory(30 + index, `Community iftar, night ${index + 1}`, {
      target_amount: 2500,
      current_amount: 250 * index,
    }),
  ),
  storyCategory(20, 'Funeral fund', { is_available: false, current_amount: 0 }),
  storyCategory(21, 'Youth football camp', {
    is_available: false,
    target_amount: 4000,
    current_amount: 1200,
  }),
];

export const STORY_GROUPS = groupByTab(STORY_CATEGORIES);

export const LONG_NAME =
  'Rebuilding the community kitchen and the women’s prayer room after the flood, with a new ramp for wheelchairs';

const DONORS = ['Amina Khalil', null, 'Yusuf Nowak', 'Fatima Zahra', null, 'Omar Kowalski', 'Maryam Ali'];
const CATEGORY_NAMES = ['Zakat', 'New roof for the prayer hall', 'Sadaqah', 'Winter coats for families'];
/** The lines some gifts were given with; an anonymous one among them, a long one, an Arabic one. */
export const STORY_DEDICATIONS: Record<number, string> = {
  0: 'In memory of my father, Ibrahim Khalil',
  1: 'On behalf of the Nowak family, for the children of the weekend school and their teachers',
  3: 'صدقة جارية عن والدتي',
};

/** Sixty gifts over the year, newest first, a few of them anonymous. */
export const STORY_GIFTS = Array.from({ length: 60 }, (_, index) => {
  const donor = DONORS[index % DONORS.length] ?? null;
  const date = new Date(Date.UTC(2026, 10, 20) - index * 6 * 86_400_000);
  return {
    id: 200 - index,
    donor_name: donor,
    is_anonymous: donor === null,
    dedication: STORY_DEDICATIONS[index] ?? null,
    category_name: CATEGORY_NAMES[index % CATEGORY_NAMES.length] ?? null,
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
  };
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

/** Two updates on a campaign, newest first, as the server answers them in English. */
export const STORY_UPDATES: CampaignUpdate[] = [
  {
    id: 2,
    category_id: 10,
    date: '2026-11-18',
    text: 'The new beams are in and half of the roof is covered. Thank you to everyone who has given.',
    text_en: 'The new beams are in and half of the roof is covered. Thank you to everyone who has given.',
    text_ar: 'تم تركيب العوارض الجديدة وتغطية نصف السقف. شكرًا لكل من تبرع.',
    text_pl: 'Nowe belki są już na miejscu, a połowa dachu jest pokryta. Dziękujemy wszystkim darczyńcom.',
    photo: null,
  },
  {
    id: 1,
    category_id: 10,
    date: '2026-10-17',
    text: 'The surveyor has inspected the roof: the old tiles and two beams must be replaced before winter.',
    text_en:
      'The surveyor has inspected the roof: the old tiles and two beams must be replaced before winter.',
    text_ar: 'فحص المهندس السقف: يجب استبدال البلاط القديم وعارضتين قبل الشتاء.',
    text_pl: 'Rzeczoznawca obejrzał dach: stare dachówki i dwie belki trzeba wymienić przed zimą.',
    photo: null,
  },
];

/** A category's monthly donors: two giving (one anonymous, one whose card was refused), one stopped. */
export const STORY_MONTHLY_GIFTS: MonthlyGiftList = {
  items: [
    {
      id: 31,
      donor_name: 'Amina Kowalska',
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
      donor_name: 'Omar Nowak',
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

import type { Package, Subscription } from '@minbar/api/schemas/education';
import { PRICING_MESSAGES } from '../features/pricing/pricing-intl';
import { featureStoryText } from './story-decorators';

/** An area message in the story's language, so play functions assert in en, ar and pl alike. */
export const pricingText = featureStoryText(PRICING_MESSAGES);

export function storyPackage(id: number, overrides: Partial<Package> = {}): Package {
  return {
    id,
    name: 'Weekend basic',
    description: 'Saturday mornings: Quran and Arabic.',
    price: 120,
    num_subjects_included: 2,
    is_active: true,
    subscriber_count: 6,
    ...overrides,
  };
}

/** The demo's packages: three on offer (one with an Arabic name), one cancelled without its number of subjects. */
export const ACTIVE_PACKAGES: Package[] = [
  storyPackage(1),
  storyPackage(2, {
    name: 'Weekend full',
    description: 'Saturdays and Sundays: Quran, Arabic, fiqh and seerah.',
    price: 200,
    num_subjects_included: 4,
    subscriber_count: 7,
  }),
  storyPackage(3, {
    name: 'حلقة التحفيظ',
    description: 'حفظ القرآن الكريم ثلاث أمسيات في الأسبوع مع التجويد.',
    price: 250.5,
    num_subjects_included: 1,
    subscriber_count: 1,
  }),
];

export const CANCELLED_PACKAGES: Package[] = [
  storyPackage(4, {
    name: 'Summer camp 2025',
    description: 'Two weeks of classes and trips in July; no longer offered.',
    price: 180,
    num_subjects_included: null,
    is_active: false,
    subscriber_count: 0,
  }),
];

export function storySubscription(id: number, overrides: Partial<Subscription> = {}): Subscription {
  return {
    id,
    child_id: id,
    child_name: 'Adam Kowalski',
    package_id: 1,
    package_price: 120,
    start_date: '2026-10-03',
    current_period_end: '2026-11-03',
    suspension_reason: null,
    is_active: true,
    ...overrides,
  };
}

/** Active and suspended subscriptions, an older price, an Arabic name, and one without dates. */
export const STORY_SUBSCRIPTIONS: Subscription[] = [
  storySubscription(1),
  storySubscription(2, {
    child_name: 'Maryam Nowak',
    start_date: '2026-09-12',
    current_period_end: '2026-12-12',
  }),
  storySubscription(3, {
    child_name: 'يوسف الحسن',
    package_price: 100,
    is_active: false,
    suspension_reason: 'Family moved to Kraków for the winter.',
  }),
  storySubscription(4, {
    child_name: 'Ibrahim Wiśniewski',
    start_date: null,
    current_period_end: null,
    is_active: false,
    suspension_reason: 'Unpaid since September.',
  }),
  storySubscription(5, {
    child_name: 'Hana Zielińska',
    start_date: '2026-11-01',
    current_period_end: '2026-12-01',
  }),
];

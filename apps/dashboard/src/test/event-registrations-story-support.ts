import type {
  FamilyRegistration,
  PersonalRegistration,
  RegistrationSummary,
  Registrations,
} from '@minbar/api/schemas/events';
import { REGISTRATIONS_MESSAGES } from '../features/event-registrations/registrations-intl';
import { inLanguages, type Words } from './story-content';
import { featureStoryText } from './story-decorators';

/** An area message in the story's language, so play functions assert in en, ar and pl alike. */
export const registrationsText = featureStoryText(REGISTRATIONS_MESSAGES);

/** The event the stories' bookings are for, named in the story's language. */
export const STORY_EVENT = inLanguages(
  { id: 7, event_name: 'Family day at the centre', status: 'active' as 'active' | 'canceled' },
  {
    event_name: {
      en: 'Family day at the centre',
      ar: 'يوم العائلة في المركز',
      pl: 'Rodzinny dzień w centrum',
    },
  },
);

const PERSONAL_NAMES = [
  'Amina Kowalska',
  'يوسف الحسن',
  'Jan Nowak',
  'Fatima Zahra',
  'Omar Farouk',
  'Zofia Wiśniewska',
  'مريم علي',
  'Adam Malik',
  'Hana Said',
  'Piotr Zieliński',
  'Layla Haddad',
  'Karim Benali',
];

export function storyPersonal(
  id: number,
  overrides: Partial<PersonalRegistration> = {},
): PersonalRegistration {
  const name = PERSONAL_NAMES[id % PERSONAL_NAMES.length] ?? 'Amina Kowalska';
  const transportation = id % 3 === 0;
  return {
    id,
    name,
    phone: `+48 600 100 ${String(100 + id).padStart(3, '0')}`,
    email: `guest${id}@example.org`,
    student: id % 4 === 1,
    transportation,
    city: transportation ? (id % 2 === 0 ? 'Warszawa' : 'Łódź') : null,
    payment_status: id % 2 === 0 ? 'paid' : 'pending',
    price: transportation ? 70 : 50,
    paid_via: id % 2 === 0 ? (id % 4 === 0 ? 'cash' : 'transfer') : null,
    paid_at: id % 2 === 0 ? '2026-11-22T10:00:00Z' : null,
    refund_reason: null,
    extra_payments: [],
    created_at: `2026-11-${String(10 + (id % 18)).padStart(2, '0')}T1${id % 10}:30:00Z`,
    ...overrides,
  };
}

export function storyFamily(id: number, overrides: Partial<FamilyRegistration> = {}): FamilyRegistration {
  const transport = id % 2 === 1;
  return {
    id,
    parent_name:
      ['Khadija Nowak', 'عبد الله الأحمد', 'Marek Kaczmarek', 'Sara Ibrahim'][id % 4] ?? 'Sara Ibrahim',
    phone: `+48 501 200 ${String(300 + id).padStart(3, '0')}`,
    email: `family${id}@example.org`,
    num_adults: 1 + (id % 2),
    num_children_above_3: id % 3,
    num_children_below_3: id % 2,
    use_transport: transport,
    city: transport ? 'Kraków' : null,
    payment_status: id % 3 === 0 ? 'paid' : 'pending',
    price: 137.5 + id * 10,
    paid_via: id % 3 === 0 ? 'transfer' : null,
    paid_at: id % 3 === 0 ? '2026-11-22T10:00:00Z' : null,
    refund_reason: null,
    extra_payments: [],
    created_at: `2026-11-${String(12 + (id % 15)).padStart(2, '0')}T09:15:00Z`,
    ...overrides,
  };
}

export const STORY_SUMMARY: RegistrationSummary = {
  people: { adults: 31, children_above_3: 14, children_below_3: 5, students: 6 },
  transport_by_city: [
    { city: 'Warszawa', seats: 12 },
    { city: 'Łódź', seats: 3 },
    { city: 'Kraków', seats: 1 },
  ],
  payment: { paid: 17, pending: 23 },
  income: { expected: 3185.5, paid: 1402 },
};

/** One page of both lists of an event with 24 personal and 16 family bookings. */
export function storyPage(
  page = 1,
  overrides: Partial<Registrations> = {},
  totals = { personal: 24, family: 16 },
): Registrations {
  const pageOf = (total: number) => {
    const first = (page - 1) * 10 + 1;
    const last = Math.min(total, page * 10);
    return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index);
  };
  const info = (total: number) => ({ total, page, per_page: 10, total_pages: Math.ceil(total / 10) });
  return {
    event: STORY_EVENT,
    refunds_due: [],
    personal_registrations: pageOf(totals.personal).map((id) => storyPersonal(id)),
    family_registrations: pageOf(totals.family).map((id) => storyFamily(id)),
    pagination: { personal: info(totals.personal), family: info(totals.family) },
    summary: STORY_SUMMARY,
    ...overrides,
  };
}

export const LONG_NAME =
  'Muhammad Abdul-Rahman ibn Yusuf ibn Ibrahim Al-Hashimi Al-Qurashi Wiśniewski-Kowalczyk-Zielińska';

/** The same long name as an Arabic-speaking registrant writes it, for text that names them in a sentence. */
export const LONG_NAME_IN: Words = {
  en: LONG_NAME,
  ar: 'محمد عبد الرحمن بن يوسف بن إبراهيم الهاشمي القرشي فيشنيفسكي-كوفالتشيك-زيلينسكا',
  pl: LONG_NAME,
};
export const LONG_EMAIL =
  'muhammad.abdulrahman.ibn.yusuf.al-hashimi.family.registrations@very-long-community-domain.example.org';
export const LONG_CITY = 'Skarżysko-Kamienna przez Szydłowiec i Radom, Mazowieckie';

import { DEFAULT_NISAB } from '@minbar/domain/donations/zakat';
import { eq, sql } from 'drizzle-orm';
import type { Database } from './db/client';
import { campaignUpdates, donationCategories, donations, nisabSettings } from './db/schema-donations';
import { recountDonors } from './services/donation-settlement';

type Texts = readonly [en: string, ar: string, pl: string];

interface DemoCategory {
  name: Texts;
  title: Texts;
  description: Texts;
  paymentType: 'Monthly' | 'One Time';
  defaultValue: number;
  targetAmount: number;
  isAvailable: boolean;
  isZakat?: boolean;
}

/*
 * The main categories the centre always offers. Zakat is the third, so it has id 3 on a fresh
 * database, as the old public site expected; what makes it zakat-aware is its flag, not its id.
 */
const MAIN: DemoCategory[] = [
  {
    name: ['Sadaqah', 'الصدقة', 'Sadaka'],
    title: ['Give freely, at any time', 'تصدّق في كل وقت', 'Dawaj hojnie, w każdej chwili'],
    description: [
      'Voluntary charity for the needs of the community: families in hardship, the sick and travellers.',
      'صدقة تطوعية لاحتياجات المجتمع: الأسر المحتاجة والمرضى وأبناء السبيل.',
      'Dobrowolna jałmużna na potrzeby wspólnoty: rodziny w trudnej sytuacji, chorych i podróżnych.',
    ],
    paymentType: 'One Time',
    defaultValue: 25,
    targetAmount: 0,
    isAvailable: true,
  },
  {
    name: ['Mosque upkeep', 'صيانة المسجد', 'Utrzymanie meczetu'],
    title: ['Keep the house of Allah open', 'لنُبقِ بيت الله مفتوحًا', 'Utrzymajmy dom Allaha otwarty'],
    description: [
      'Heating, electricity, cleaning and repairs of the prayer halls and the classrooms.',
      'التدفئة والكهرباء والتنظيف وإصلاح قاعات الصلاة والفصول الدراسية.',
      'Ogrzewanie, prąd, sprzątanie i naprawy sal modlitewnych oraz sal lekcyjnych.',
    ],
    paymentType: 'Monthly',
    defaultValue: 50,
    targetAmount: 0,
    isAvailable: true,
  },
  {
    name: ['Zakat', 'الزكاة', 'Zakat'],
    title: ['Purify your wealth', 'طهّر مالك', 'Oczyść swój majątek'],
    description: [
      'Zakat is distributed to those entitled to it. Not sure how much is due? Use the calculator.',
      'توزَّع الزكاة على مستحقيها. لست متأكدًا من المقدار الواجب؟ استخدم الحاسبة.',
      'Zakat trafia do uprawnionych. Nie wiesz, ile wynosi? Skorzystaj z kalkulatora.',
    ],
    paymentType: 'One Time',
    defaultValue: 100,
    targetAmount: 0,
    isAvailable: true,
    isZakat: true,
  },
  {
    name: ['Zakat al-Fitr', 'زكاة الفطر', 'Zakat al-Fitr'],
    title: ['Before the Eid prayer', 'قبل صلاة العيد', 'Przed modlitwą Id'],
    description: [
      'The charity of breaking the fast, given for every member of the household before Eid al-Fitr.',
      'صدقة الفطر، تُخرج عن كل فرد من أفراد الأسرة قبل عيد الفطر.',
      'Jałmużna na zakończenie postu, dawana za każdego członka rodziny przed Id al-Fitr.',
    ],
    paymentType: 'One Time',
    defaultValue: 30,
    targetAmount: 0,
    isAvailable: true,
  },
];

/** Campaigns with targets; the last two are drafts staff have not activated yet. */
const CAMPAIGNS: DemoCategory[] = [
  {
    name: ['New roof for the prayer hall', 'سقف جديد لقاعة الصلاة', 'Nowy dach sali modlitw'],
    title: ['Keep the prayer hall dry', 'لنحافظ على قاعة الصلاة جافة', 'Sucha sala modlitw'],
    description: [
      'The roof leaks every autumn. A new roof protects the carpets and the library for decades.',
      'يتسرب الماء من السقف كل خريف. السقف الجديد يحمي السجاد والمكتبة لعقود.',
      'Dach przecieka każdej jesieni. Nowy dach ochroni dywany i bibliotekę na dziesięciolecia.',
    ],
    paymentType: 'One Time',
    defaultValue: 100,
    targetAmount: 60_000,
    isAvailable: true,
  },
  {
    name: ['Ramadan iftar', 'إفطار رمضان', 'Iftar w Ramadanie'],
    title: ['Feed a fasting person', 'فطّر صائمًا', 'Nakarm poszczącego'],
    description: [
      'Daily iftar meals at the centre for students, travellers and families throughout Ramadan.',
      'وجبات إفطار يومية في المركز للطلاب والمسافرين والأسر طوال شهر رمضان.',
      'Codzienne posiłki iftar w centrum dla studentów, podróżnych i rodzin przez cały Ramadan.',
    ],
    paymentType: 'One Time',
    defaultValue: 25,
    targetAmount: 15_000,
    isAvailable: true,
  },
  {
    name: ['Weekend school books', 'كتب المدرسة الأسبوعية', 'Podręczniki szkoły weekendowej'],
    title: [
      'Arabic and Quran for every child',
      'العربية والقرآن لكل طفل',
      'Arabski i Koran dla każdego dziecka',
    ],
    description: [
      'Textbooks and copies of the Quran for the 120 children of the weekend school.',
      'كتب مدرسية ومصاحف لـ 120 طفلًا في المدرسة الأسبوعية.',
      'Podręczniki i egzemplarze Koranu dla 120 dzieci szkoły weekendowej.',
    ],
    paymentType: 'One Time',
    defaultValue: 50,
    targetAmount: 8_000,
    isAvailable: true,
  },
  {
    name: ['Winter help for families', 'مساعدة الشتاء للأسر', 'Zimowa pomoc dla rodzin'],
    title: ['Warmth for those in need', 'الدفء للمحتاجين', 'Ciepło dla potrzebujących'],
    description: [
      'Coal, coats and food parcels for families of the community through the winter months.',
      'فحم ومعاطف وسلال غذائية لأسر المجتمع خلال أشهر الشتاء.',
      'Węgiel, kurtki i paczki żywnościowe dla rodzin wspólnoty w miesiącach zimowych.',
    ],
    paymentType: 'Monthly',
    defaultValue: 50,
    targetAmount: 20_000,
    isAvailable: true,
  },
  {
    name: ['Accessible entrance', 'مدخل لذوي الاحتياجات الخاصة', 'Dostępne wejście'],
    title: ['A ramp and a lift', 'منحدر ومصعد', 'Podjazd i winda'],
    description: [
      'A ramp and a lift so that elderly and disabled worshippers reach the prayer hall.',
      'منحدر ومصعد ليتمكن كبار السن وذوو الإعاقة من الوصول إلى قاعة الصلاة.',
      'Podjazd i winda, aby starsi i niepełnosprawni wierni mogli dotrzeć do sali modlitw.',
    ],
    paymentType: 'One Time',
    defaultValue: 100,
    targetAmount: 45_000,
    isAvailable: true,
  },
  {
    name: ['Qurbani for families abroad', 'الأضاحي للأسر في الخارج', 'Kurban dla rodzin za granicą'],
    title: ['Share the Eid', 'شارك فرحة العيد', 'Podziel się świętem'],
    description: [
      'Sacrifice on Eid al-Adha, with the meat shared among families in need abroad.',
      'الأضحية في عيد الأضحى وتوزيع لحمها على الأسر المحتاجة في الخارج.',
      'Ofiara w Id al-Adha, a mięso dla potrzebujących rodzin za granicą.',
    ],
    paymentType: 'One Time',
    defaultValue: 50,
    targetAmount: 12_000,
    isAvailable: true,
  },
  {
    name: ['New library shelves', 'رفوف جديدة للمكتبة', 'Nowe regały biblioteki'],
    title: ['Room for more books', 'مكان لمزيد من الكتب', 'Miejsce na więcej książek'],
    description: [
      'Shelves and reading lamps for the library, with books in Arabic, Polish and English.',
      'رفوف ومصابيح قراءة للمكتبة، مع كتب بالعربية والبولندية والإنجليزية.',
      'Regały i lampy do czytania w bibliotece, z książkami po arabsku, polsku i angielsku.',
    ],
    paymentType: 'One Time',
    defaultValue: 25,
    targetAmount: 5_000,
    isAvailable: false,
  },
  {
    name: ['Youth summer camp', 'مخيم الشباب الصيفي', 'Letni obóz młodzieży'],
    title: ['A week of learning and sport', 'أسبوع من التعلم والرياضة', 'Tydzień nauki i sportu'],
    description: [
      'A week by the lake for the teenagers of the community: lessons, sport and friendship.',
      'أسبوع بجانب البحيرة لمراهقي المجتمع: دروس ورياضة وصداقة.',
      'Tydzień nad jeziorem dla nastolatków wspólnoty: lekcje, sport i przyjaźń.',
    ],
    paymentType: 'One Time',
    defaultValue: 50,
    targetAmount: 18_000,
    isAvailable: false,
  },
];

/** The lines a few demo gifts are given with, in the donors' languages. */
const DEDICATIONS = [
  'In memory of my father, Ibrahim',
  'Ku pamięci babci Haliny',
  'صدقة جارية عن والدتي',
  'On behalf of the Nowak family',
];

/** What the staff have posted on the roof campaign, days before the seed's today, oldest first. */
const ROOF_UPDATES: Array<{ daysAgo: number; text: [string, string, string] }> = [
  {
    daysAgo: 40,
    text: [
      'The surveyor has inspected the roof: the old tiles and two beams must be replaced before winter.',
      'فحص المهندس السقف: يجب استبدال البلاط القديم وعارضتين قبل الشتاء.',
      'Rzeczoznawca obejrzał dach: stare dachówki i dwie belki trzeba wymienić przed zimą.',
    ],
  },
  {
    daysAgo: 9,
    text: [
      'The new beams are in and half of the roof is covered. Thank you to everyone who has given.',
      'تم تركيب العوارض الجديدة وتغطية نصف السقف. شكرًا لكل من تبرع.',
      'Nowe belki są już na miejscu, a połowa dachu jest pokryta. Dziękujemy wszystkim darczyńcom.',
    ],
  },
];

const DONORS = [
  'Yusuf Al-Haddad',
  'Anna Kowalska',
  'Omar Farouk',
  'Aisha Rahman',
  'Piotr Nowak',
  'Khadija El Amrani',
  'Tomasz Kamiński',
  'Bilal Ahmed',
  'Sarah Thompson',
  'Mustafa Yilmaz',
  'Zofia Wójcik',
  'Ibrahim Saleh',
];
const AMOUNTS = [15, 25, 25, 50, 50, 50, 100, 100, 150, 200, 35.5, 500];

export const DONATIONS_DEMO_COUNTS = {
  main: MAIN.length,
  campaigns: CAMPAIGNS.length,
  notActivated: CAMPAIGNS.filter((campaign) => !campaign.isAvailable).length,
  roofUpdates: ROOF_UPDATES.length,
  donations: 60,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

function columnsOf(category: DemoCategory, isSystemDefined: boolean) {
  return {
    nameEn: category.name[0],
    nameAr: category.name[1],
    namePl: category.name[2],
    titleEn: category.title[0],
    titleAr: category.title[1],
    titlePl: category.title[2],
    descriptionEn: category.description[0],
    descriptionAr: category.description[1],
    descriptionPl: category.description[2],
    paymentType: category.paymentType,
    defaultValue: category.defaultValue,
    targetAmount: category.targetAmount,
    currentAmount: 0,
    isAvailable: category.isAvailable,
    isSystemDefined,
    isZakat: category.isZakat ?? false,
  };
}

/**
 * The donations demo: the main categories, eight campaigns (two not activated), the nisab settings
 * and sixty gifts over the year before `now`, spread by a fixed pattern so every run seeds the same.
 * Each category's collected amount is the sum of its gifts, as if they had come through POST /donations.
 */
export async function seedDonationsDemo(db: Database, now: Date): Promise<void> {
  await db
    .insert(nisabSettings)
    .values(
      DEFAULT_NISAB.map((nisab) => ({
        currency: nisab.currency,
        amount: nisab.amount,
        basis: nisab.basis,
        pricePerGram: nisab.price_per_gram,
        goldPricePerGram: nisab.gold_price_per_gram,
        silverPricePerGram: nisab.silver_price_per_gram,
        asOf: nisab.as_of,
        rateToCentre: nisab.rate_to_centre,
        rateAsOf: nisab.rate_as_of,
      })),
    )
    .onConflictDoNothing();
  const main = await db
    .insert(donationCategories)
    .values(MAIN.map((category) => columnsOf(category, true)))
    .returning();
  const campaigns = await db
    .insert(donationCategories)
    .values(CAMPAIGNS.map((category) => columnsOf(category, false)))
    .returning();
  const roof = campaigns[0]!;
  await db.insert(campaignUpdates).values(
    ROOF_UPDATES.map((update) => ({
      categoryId: roof.id,
      date: new Date(now.getTime() - update.daysAgo * DAY_MS).toISOString().slice(0, 10),
      textEn: update.text[0],
      textAr: update.text[1],
      textPl: update.text[2],
    })),
  );
  const open = [...main, ...campaigns].filter((category) => category.isAvailable);
  const rows = Array.from({ length: DONATIONS_DEMO_COUNTS.donations }, (_, index) => {
    const category = open[(index * 7) % open.length]!;
    const daysAgo = (index * 6 + ((index * 13) % 5)) % 365;
    const anonymous = index % 9 === 4;
    const donor = DONORS[(index * 5) % DONORS.length]!;
    return {
      idempotencyKey: `demo-seed-donation-${index + 1}`,
      requestDigest: 'demo',
      categoryId: category.id,
      categoryName: category.nameEn,
      amount: AMOUNTS[(index * 11) % AMOUNTS.length]!,
      currency: 'PLN',
      frequency: 'one-time',
      donorName: donor,
      donorEmail: `${donor.toLowerCase().replace(/[^a-z]+/g, '.')}@example.org`,
      isAnonymous: anonymous,
      // One gift in five is given with a line, in the donor's language.
      dedication: index % 5 === 0 ? DEDICATIONS[(index / 5) % DEDICATIONS.length]! : null,
      language: (['en', 'pl', 'ar'] as const)[index % 3],
      status: 'succeeded',
      provider: 'test',
      providerReference: `test_demo_${index + 1}`,
      createdAt: new Date(now.getTime() - daysAgo * DAY_MS - ((index * 37) % 600) * 60_000),
    };
  });
  await db.insert(donations).values(rows);
  for (const category of open) {
    await db
      .update(donationCategories)
      .set({
        currentAmount: sql`(select coalesce(sum(${donations.amount}), 0) from ${donations} where ${donations.categoryId} = ${category.id} and ${donations.status} = 'succeeded')`,
      })
      .where(eq(donationCategories.id, category.id));
    await recountDonors(db, category.id);
  }
}

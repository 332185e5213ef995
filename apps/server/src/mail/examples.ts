import type { MailContent, MailIdentity, TemplateKind } from './kinds';
import { type MailLanguage, mailAmount } from './texts';

/*
 * Example mails for the stories and the template tests: `full` has every optional part and long
 * names (the longest a layout must hold), `sparse` leaves every optional part out. Names are data
 * a person typed, so they stay as typed in every language.
 */

export const STORY_IDENTITY: MailIdentity = {
  name: 'Islamic Cultural Centre of Warsaw and Mazovia – Ochota, Wola and Mokotów Community Branch',
  address: 'ul. Wiertnicza 103, 02-952 Warszawa',
  phone: '+48 22 123 45 67',
  email: 'kontakt@centrum-ochota.example.org',
  website: 'https://centrum-ochota.example.org',
  logoUrl:
    'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%2264%22 height=%2264%22%3E%3Ccircle cx=%2232%22 cy=%2232%22 r=%2230%22 fill=%22%231f3b2d%22/%3E%3C/svg%3E',
  bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
};

/** A centre that has saved nothing yet: no name, no contact, no logo. */
export const UNNAMED_IDENTITY: MailIdentity = {
  name: '',
  address: '',
  phone: '',
  email: '',
  website: '',
  logoUrl: '',
  bankAccount: '',
};

const LONG_EVENT = {
  name: 'Family weekend: lectures, Quran recitation competition for children and a shared iftar',
  date: '2026-03-20',
  time: '18:30',
  place: 'Main prayer hall and the conference rooms on the first floor, ul. Wiertnicza 103, Warszawa',
};

type Examples = {
  [K in TemplateKind]: { full: Extract<MailContent, { kind: K }>; sparse: Extract<MailContent, { kind: K }> };
};

export const MAIL_STORY_EXAMPLES: Examples = {
  receipt: {
    full: {
      kind: 'receipt',
      data: {
        name: 'Aleksandra Maria Kowalska-Abdelrahman',
        amount: '1,250.00 PLN',
        purpose: 'Renovation of the women’s prayer hall and the children’s classrooms',
        dedication: 'In memory of my grandparents, Halina and Abdelrahman, who prayed here',
        donationId: 104857,
      },
    },
    sparse: {
      kind: 'receipt',
      data: { name: '', amount: '25.00 PLN', purpose: 'General fund', dedication: '', donationId: 7 },
    },
  },
  donation_refunded: {
    full: {
      kind: 'donation_refunded',
      data: {
        name: 'Aleksandra Maria Kowalska-Abdelrahman',
        amount: '250.00 PLN',
        total: '1,000.00 PLN',
        whole: false,
        purpose: 'Renovation of the women’s prayer hall and the children’s classrooms',
        reason:
          'Given twice by mistake: the second payment of the same evening is given back as agreed by phone.',
        donationId: 104857,
      },
    },
    sparse: {
      kind: 'donation_refunded',
      data: {
        name: '',
        amount: '25.00 PLN',
        total: '0.00 PLN',
        whole: true,
        purpose: 'General fund',
        reason: 'Asked back',
        donationId: 7,
      },
    },
  },
  booking_confirmation: {
    full: {
      kind: 'booking_confirmation',
      data: {
        name: 'Omar Abdelrahman Kowalski',
        bookingId: 2048,
        event: LONG_EVENT,
        people: { adults: 2, childrenAbove3: 3, childrenBelow3: 1 },
        price: '120.00 PLN',
        bookingLink: 'https://centrum-ochota.example.org/bookings/2048',
      },
    },
    sparse: {
      kind: 'booking_confirmation',
      data: {
        name: '',
        bookingId: 12,
        event: { name: 'Open day', date: '2026-04-02', time: '10:00', place: '' },
        people: { adults: 1, childrenAbove3: 0, childrenBelow3: 0 },
        price: null,
        bookingLink: '',
      },
    },
  },
  booking_paid: {
    full: {
      kind: 'booking_paid',
      data: {
        name: 'Omar Abdelrahman Kowalski',
        bookingId: 2048,
        event: LONG_EVENT.name,
        amount: '120.00 PLN',
      },
    },
    sparse: {
      kind: 'booking_paid',
      data: { name: '', bookingId: 12, event: 'Open day', amount: '10.00 PLN' },
    },
  },
  booking_refunded: {
    full: {
      kind: 'booking_refunded',
      data: {
        name: 'Omar Abdelrahman Kowalski',
        bookingId: 2048,
        event: LONG_EVENT.name,
        amount: '120.00 PLN',
        reason: 'The family could not come because of illness; refunded in full as agreed by phone.',
      },
    },
    sparse: {
      kind: 'booking_refunded',
      data: { name: '', bookingId: 12, event: 'Open day', amount: '10.00 PLN', reason: '' },
    },
  },
  event_changed: {
    full: {
      kind: 'event_changed',
      data: {
        name: 'Omar Abdelrahman Kowalski',
        bookingId: 2048,
        event: { ...LONG_EVENT, date: '2026-03-27', time: '17:00' },
        before: {
          date: LONG_EVENT.date,
          time: LONG_EVENT.time,
          place: 'Sports hall of the primary school no. 12, Warszawa',
        },
        price: { was: '120.00 PLN', now: '150.00 PLN', booked: '120.00 PLN', standing: 'paid' },
        bookingLink: 'https://centrum-ochota.example.org/events/31/bookings/2048?token=4f1c9a2e7b3d8f6a',
      },
    },
    sparse: {
      kind: 'event_changed',
      data: {
        name: '',
        bookingId: 12,
        event: { name: 'Open day', date: '2026-04-03', time: '11:00', place: '' },
        before: { time: '10:00' },
        price: null,
        bookingLink: '',
      },
    },
  },
  event_cancelled: {
    full: {
      kind: 'event_cancelled',
      data: {
        name: 'Omar Abdelrahman Kowalski',
        bookingId: 2048,
        event: LONG_EVENT.name,
        date: LONG_EVENT.date,
        money: 'refund_online',
        amount: '120.00 PLN',
        bookingLink: 'https://centrum-ochota.example.org/events/31/bookings/2048?token=4f1c9a2e7b3d8f6a',
      },
    },
    sparse: {
      kind: 'event_cancelled',
      data: {
        name: '',
        bookingId: 12,
        event: 'Open day',
        date: '2026-04-02',
        money: 'nothing_paid',
        amount: '10.00 PLN',
        bookingLink: '',
      },
    },
  },
  request_status: {
    full: {
      kind: 'request_status',
      data: {
        name: 'Aleksandra Maria Kowalska-Abdelrahman',
        requestId: 315,
        status: 'needs_correction',
        note: 'The second witness’s passport number does not match the scan: please send a clearer copy.',
      },
    },
    sparse: { kind: 'request_status', data: { name: '', requestId: 4, status: 'completed', note: '' } },
  },
  enrolment: {
    full: {
      kind: 'enrolment',
      data: {
        name: 'Aleksandra Maria Kowalska-Abdelrahman',
        child: 'Yusuf Abdelrahman Kowalski',
        status: 'teacher_assigned',
        teacher: 'Sheikh Abdullah Ibrahim Al-Mansouri',
        subject: 'Quran recitation and tajweed for beginners',
      },
    },
    sparse: {
      kind: 'enrolment',
      data: { name: '', child: 'Yusuf', status: 'approved', teacher: '', subject: '' },
    },
  },
  subscription: {
    full: {
      kind: 'subscription',
      data: {
        name: 'Aleksandra Maria Kowalska-Abdelrahman',
        package: 'Weekend school: Arabic, Quran and Islamic studies (two children)',
        status: 'suspended',
        reason: 'Two monthly payments are missing; the subscription resumes when they are paid.',
      },
    },
    sparse: {
      kind: 'subscription',
      data: { name: '', package: 'Weekend school', status: 'reactivated', reason: '' },
    },
  },
  fatwa_answered: {
    full: {
      kind: 'fatwa_answered',
      data: {
        name: 'Aleksandra Maria Kowalska-Abdelrahman',
        question:
          'Is it permissible to combine the prayers when working long shifts at a hospital in winter?',
        answer:
          'Yes, when the shift leaves no other time for the prayer, combining Dhuhr with Asr and Maghrib with Isha is permitted, as the Prophet did in Medina without travel or rain.\n\nPray each on time whenever the breaks allow it.',
      },
    },
    sparse: {
      kind: 'fatwa_answered',
      data: {
        name: '',
        question: 'Zakat on savings?',
        answer: 'Yes, once they reach the nisab for a lunar year.',
      },
    },
  },
  monthly_refused: {
    full: {
      kind: 'monthly_refused',
      data: {
        name: 'Aleksandra Maria Kowalska-Abdelrahman',
        amount: '1,250.00 PLN',
        purpose: 'Renovation of the women’s prayer hall and the children’s classrooms',
        retryOn: '2026-12-30',
        manageLink:
          'https://centrum-ochota.example.org/monthly/eyJnaWZ0Ijo3LCJleHBpcmVzIjoxNzk1ODE3NjAwfQ.c2lnbmF0dXJlLW9mLXRoZS1saW5r',
      },
    },
    sparse: {
      kind: 'monthly_refused',
      data: { name: '', amount: '25.00 PLN', purpose: 'General fund', retryOn: '2026-12-30', manageLink: '' },
    },
  },
  monthly_stopped: {
    full: {
      kind: 'monthly_stopped',
      data: {
        name: 'Aleksandra Maria Kowalska-Abdelrahman',
        amount: '1,250.00 PLN',
        purpose: 'Renovation of the women’s prayer hall and the children’s classrooms',
        by: 'failures',
      },
    },
    sparse: {
      kind: 'monthly_stopped',
      data: { name: '', amount: '25.00 PLN', purpose: 'General fund', by: 'donor' },
    },
  },
  monthly_changed: {
    full: {
      kind: 'monthly_changed',
      data: {
        name: 'Aleksandra Maria Kowalska-Abdelrahman',
        amount: '1,250.00 PLN',
        purpose: 'Renovation of the women’s prayer hall and the children’s classrooms',
        change: 'lowered',
        by: 'donor',
        previous: '2,500.00 PLN',
        nextChargeOn: '2026-12-27',
        link: 'https://centrum-ochota.example.org/monthly/eyJnaWZ0Ijo3LCJ2IjoxLCJleHBpcmVzIjoxNzk1ODE3NjAwfQ.c2lnbmF0dXJlLW9mLXRoZS1saW5r',
      },
    },
    sparse: {
      kind: 'monthly_changed',
      data: {
        name: '',
        amount: '25.00 PLN',
        purpose: 'General fund',
        change: 'links_revoked',
        by: 'staff',
        previous: '',
        nextChargeOn: '',
        link: '',
      },
    },
  },
  monthly_confirm: {
    full: {
      kind: 'monthly_confirm',
      data: {
        name: 'Aleksandra Maria Kowalska-Abdelrahman',
        amount: '1,250.00 PLN',
        newAmount: '2,500.00 PLN',
        purpose: 'Renovation of the women’s prayer hall and the children’s classrooms',
        confirmLink:
          'https://centrum-ochota.example.org/monthly/confirm/eyJnaWZ0Ijo3LCJ0byI6MjUwMCwiZXhwaXJlcyI6MTc5NTgxNzYwMH0.c2lnbmF0dXJl',
        hours: 24,
      },
    },
    sparse: {
      kind: 'monthly_confirm',
      data: {
        name: '',
        amount: '25.00 PLN',
        newAmount: '30.00 PLN',
        purpose: 'General fund',
        confirmLink: 'http://localhost:4174/monthly/confirm/x.y',
        hours: 1,
      },
    },
  },
  monthly_link: {
    full: {
      kind: 'monthly_link',
      data: {
        name: 'Aleksandra Maria Kowalska-Abdelrahman',
        amount: '1,250.00 PLN',
        purpose: 'Renovation of the women’s prayer hall and the children’s classrooms',
        manageLink:
          'https://centrum-ochota.example.org/monthly/eyJnaWZ0Ijo3LCJ2IjoxLCJleHBpcmVzIjoxNzk1ODE3NjAwfQ.c2lnbmF0dXJlLW9mLXRoZS1saW5r',
      },
    },
    sparse: {
      kind: 'monthly_link',
      data: { name: '', amount: '25.00 PLN', purpose: 'General fund', manageLink: '' },
    },
  },
  statement: {
    full: {
      kind: 'statement',
      data: {
        name: 'Aleksandra Maria Kowalska-Abdelrahman',
        year: 2026,
        link: 'https://centrum-ochota.example.org/api/donations/statements/eyJlbWFpbCI6ImFubmFAZXhhbXBsZS5vcmcifQ.c2lnbmF0dXJl',
        expiresOn: '2026-12-11',
      },
    },
    sparse: {
      kind: 'statement',
      data: {
        name: '',
        year: 2025,
        link: 'http://localhost:8000/api/donations/statements/x.y',
        expiresOn: '2026-01-02',
      },
    },
  },
};

/** Only the prices moved, for a booking not paid yet: no calendar file, the booking keeps its price. */
export const EVENT_PRICE_CHANGE_EXAMPLE: Extract<MailContent, { kind: 'event_changed' }> = {
  kind: 'event_changed',
  data: {
    ...MAIL_STORY_EXAMPLES.event_changed.full.data,
    event: LONG_EVENT,
    before: {},
    price: { was: '120.00 PLN', now: '90.00 PLN', booked: '120.00 PLN', standing: 'to_pay' },
  },
};

/** A cancelled event whose booking was paid in cash at the centre: staff give it back there. */
export const EVENT_CANCELLED_CASH_EXAMPLE: Extract<MailContent, { kind: 'event_cancelled' }> = {
  kind: 'event_cancelled',
  data: { ...MAIL_STORY_EXAMPLES.event_cancelled.full.data, money: 'refund_cash' },
};

/** A month's receipt of a monthly gift: when the next is charged, and the link to change or stop it. */
export const MONTHLY_RECEIPT_EXAMPLE: Extract<MailContent, { kind: 'receipt' }> = {
  kind: 'receipt',
  data: {
    ...MAIL_STORY_EXAMPLES.receipt.full.data,
    monthly: {
      nextChargeOn: '2026-12-27',
      manageLink:
        'https://centrum-ochota.example.org/monthly/eyJnaWZ0Ijo3LCJleHBpcmVzIjoxNzk1ODE3NjAwfQ.c2lnbmF0dXJlLW9mLXRoZS1saW5r',
    },
  },
};

/** A gift's receipt while the built-in test provider takes the payments: it says no money was taken. */
export const TEST_PAYMENT_RECEIPT_EXAMPLE: Extract<MailContent, { kind: 'receipt' }> = {
  kind: 'receipt',
  data: { ...MAIL_STORY_EXAMPLES.receipt.full.data, testPayment: true },
};

/**
 * The examples' words as a reader in Arabic or Polish has them: what the centre and its people write
 * in that language (a purpose, a reason, a teacher's note, a question and its answer), and the names
 * an Arabic speaker writes in Arabic script. What is not listed (a Polish name, an address, a code)
 * stays as typed.
 */
const IN_OTHER_LANGUAGES: Record<string, { ar: string; pl: string }> = {
  'Islamic Cultural Centre of Warsaw and Mazovia – Ochota, Wola and Mokotów Community Branch': {
    ar: 'المركز الثقافي الإسلامي في وارسو ومازوفيا – فرع جاليات أوخوتا وفولا وموكوتوف',
    pl: 'Islamskie Centrum Kulturalne Warszawy i Mazowsza – Oddział Wspólnoty Ochota, Wola i Mokotów',
  },
  'Family weekend: lectures, Quran recitation competition for children and a shared iftar': {
    ar: 'عطلة العائلة: محاضرات ومسابقة في تلاوة القرآن للأطفال وإفطار جماعي',
    pl: 'Rodzinny weekend: wykłady, konkurs recytacji Koranu dla dzieci i wspólny iftar',
  },
  'Main prayer hall and the conference rooms on the first floor, ul. Wiertnicza 103, Warszawa': {
    ar: 'قاعة الصلاة الرئيسية وقاعات الاجتماعات في الطابق الأول، ul. Wiertnicza 103, Warszawa',
    pl: 'Główna sala modlitw i sale konferencyjne na pierwszym piętrze, ul. Wiertnicza 103, Warszawa',
  },
  'Aleksandra Maria Kowalska-Abdelrahman': {
    ar: 'ألكسندرا ماريا كوفالسكا عبد الرحمن',
    pl: 'Aleksandra Maria Kowalska-Abdelrahman',
  },
  'Omar Abdelrahman Kowalski': { ar: 'عمر عبد الرحمن كوفالسكي', pl: 'Omar Abdelrahman Kowalski' },
  'Yusuf Abdelrahman Kowalski': { ar: 'يوسف عبد الرحمن كوفالسكي', pl: 'Jusuf Abdelrahman Kowalski' },
  Yusuf: { ar: 'يوسف', pl: 'Jusuf' },
  'Sheikh Abdullah Ibrahim Al-Mansouri': {
    ar: 'الشيخ عبد الله إبراهيم المنصوري',
    pl: 'Szejk Abdullah Ibrahim Al-Mansouri',
  },
  'Renovation of the women’s prayer hall and the children’s classrooms': {
    ar: 'تجديد مصلى النساء وفصول الأطفال الدراسية',
    pl: 'Remont sali modlitw dla kobiet i sal lekcyjnych dla dzieci',
  },
  'In memory of my grandparents, Halina and Abdelrahman, who prayed here': {
    ar: 'في ذكرى جدّيّ حالينا وعبد الرحمن اللذين صلّيا هنا',
    pl: 'Ku pamięci moich dziadków, Haliny i Abdelrahmana, którzy się tu modlili',
  },
  'General fund': { ar: 'الصندوق العام', pl: 'Fundusz ogólny' },
  'Given twice by mistake: the second payment of the same evening is given back as agreed by phone.': {
    ar: 'دُفع مرتين خطأً: تُعاد الدفعة الثانية من المساء نفسه كما اتُّفق هاتفيًا.',
    pl: 'Wpłacono dwa razy przez pomyłkę: druga płatność z tego samego wieczoru wraca, jak ustalono telefonicznie.',
  },
  'Asked back': { ar: 'بطلب من المتبرع', pl: 'Na prośbę darczyńcy' },
  'Open day': { ar: 'يوم مفتوح', pl: 'Dzień otwarty' },
  'The family could not come because of illness; refunded in full as agreed by phone.': {
    ar: 'لم تتمكن العائلة من الحضور بسبب المرض؛ أُعيد المبلغ كاملًا كما اتُّفق هاتفيًا.',
    pl: 'Rodzina nie mogła przyjść z powodu choroby; zwrot w całości, jak ustalono telefonicznie.',
  },
  'Sports hall of the primary school no. 12, Warszawa': {
    ar: 'القاعة الرياضية في المدرسة الابتدائية رقم 12 في وارسو',
    pl: 'Hala sportowa Szkoły Podstawowej nr 12, Warszawa',
  },
  'The second witness’s passport number does not match the scan: please send a clearer copy.': {
    ar: 'رقم جواز سفر الشاهد الثاني لا يطابق الصورة الممسوحة: يُرجى إرسال نسخة أوضح.',
    pl: 'Numer paszportu drugiego świadka nie zgadza się ze skanem: prosimy o wyraźniejszą kopię.',
  },
  'Quran recitation and tajweed for beginners': {
    ar: 'تلاوة القرآن والتجويد للمبتدئين',
    pl: 'Recytacja Koranu i tadżwid dla początkujących',
  },
  'Weekend school: Arabic, Quran and Islamic studies (two children)': {
    ar: 'المدرسة الأسبوعية: العربية والقرآن والدراسات الإسلامية (طفلان)',
    pl: 'Szkoła weekendowa: arabski, Koran i wiedza o islamie (dwoje dzieci)',
  },
  'Weekend school': { ar: 'المدرسة الأسبوعية', pl: 'Szkoła weekendowa' },
  'Two monthly payments are missing; the subscription resumes when they are paid.': {
    ar: 'تنقص دفعتان شهريتان؛ يُستأنف الاشتراك عند سدادهما.',
    pl: 'Brakuje dwóch miesięcznych wpłat; abonament zostanie wznowiony po ich uregulowaniu.',
  },
  'Is it permissible to combine the prayers when working long shifts at a hospital in winter?': {
    ar: 'هل يجوز الجمع بين الصلوات لمن يعمل نوبات طويلة في مستشفى في الشتاء؟',
    pl: 'Czy wolno łączyć modlitwy, pracując zimą na długich dyżurach w szpitalu?',
  },
  'Yes, when the shift leaves no other time for the prayer, combining Dhuhr with Asr and Maghrib with Isha is permitted, as the Prophet did in Medina without travel or rain.\n\nPray each on time whenever the breaks allow it.':
    {
      ar: 'نعم، إذا لم تترك النوبة وقتًا آخر للصلاة جاز الجمع بين الظهر والعصر وبين المغرب والعشاء، كما فعل النبي ﷺ في المدينة من غير سفر ولا مطر.\n\nصلِّ كل صلاة في وقتها متى سمحت الاستراحات بذلك.',
      pl: 'Tak, gdy dyżur nie zostawia innego czasu na modlitwę, wolno łączyć zuhr z asrem oraz maghrib z iszą, jak czynił Prorok w Medynie bez podróży i deszczu.\n\nOdmawiaj każdą modlitwę o czasie, gdy tylko przerwy na to pozwalają.',
    },
  'Zakat on savings?': { ar: 'الزكاة على المدخرات؟', pl: 'Zakat od oszczędności?' },
  'Yes, once they reach the nisab for a lunar year.': {
    ar: 'نعم، إذا بلغت النصاب وحال عليها الحول.',
    pl: 'Tak, gdy osiągną nisab i upłynie rok księżycowy.',
  },
};

/** An amount as the examples write it ('1,250.00 PLN'), to be written again as the server writes it in a language. */
const EXAMPLE_AMOUNT = /^(\d{1,3}(?:,\d{3})*\.\d{2}) ([A-Z]{3})$/;

/**
 * `example` (a mail's content, or a centre's identity) as a reader of `language` gets it: its words
 * in that language and its amounts written as the server writes them (mailAmount), so the Arabic
 * and Polish stories of a mail show what those readers read. The English examples are unchanged.
 */
export function exampleIn<T>(example: T, language: MailLanguage): T {
  if (language === 'en') return example;
  if (typeof example === 'string') {
    const amount = EXAMPLE_AMOUNT.exec(example);
    if (amount) return mailAmount(Number(amount[1]?.replaceAll(',', '')), amount[2] ?? '', language) as T;
    return (IN_OTHER_LANGUAGES[example]?.[language] ?? example) as T;
  }
  if (Array.isArray(example)) return example.map((item) => exampleIn(item, language)) as T;
  if (typeof example === 'object' && example !== null) {
    return Object.fromEntries(
      Object.entries(example).map(([key, value]) => [key, exampleIn(value, language)]),
    ) as T;
  }
  return example;
}

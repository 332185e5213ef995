import type { MailContent, MailIdentity, TemplateKind } from './kinds';

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

import { unisolatedRuns } from '@minbar/domain/text/direction-runs';
import { describe, expect, it } from 'vitest';
import {
  MAIL_STORY_EXAMPLES,
  MONTHLY_RECEIPT_EXAMPLE,
  STORY_IDENTITY,
  TEST_PAYMENT_RECEIPT_EXAMPLE,
  UNNAMED_IDENTITY,
} from './examples';
import { type MailContent, type MailIdentity, TEMPLATE_KINDS } from './kinds';
import ar from './messages/ar.json';
import en from './messages/en.json';
import pl from './messages/pl.json';
import { renderMail } from './templates';
import { isolate, MAIL_LANGUAGES, type MailMessageId, mailText } from './texts';

const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };
const decode = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name] ?? '');

/** The links of an HTML part as a reader meets them: where each goes, its words and its direction. */
function anchorsOf(html: string): Array<{ href: string; text: string; dir: string | undefined }> {
  return [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attributes = '', inner = '']) => {
    const attribute = (name: string) => {
      const value = new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];
      return value === undefined ? undefined : decode(value);
    };
    return {
      href: attribute('href') ?? '',
      text: decode(inner.replace(/<!--[\s\S]*?-->|<[^>]+>/g, '')).trim(),
      dir: attribute('dir'),
    };
  });
}

/** Every web address in a mail's data, however deep: each one is a link the reader can act on. */
function addressesIn(value: unknown): string[] {
  if (typeof value === 'string') return /^https?:\/\//.test(value) ? [value] : [];
  if (value && typeof value === 'object') return Object.values(value).flatMap(addressesIn);
  return [];
}

describe('mail messages', () => {
  it('are complete in the three languages', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(pl).sort()).toEqual(Object.keys(en).sort());
  });

  it.each([
    ['en', { adults: 1, childrenAbove3: 0, childrenBelow3: 0 }, '1 adult'],
    [
      'en',
      { adults: 2, childrenAbove3: 1, childrenBelow3: 3 },
      '2 adults, 1 child over 3, 3 children under 3',
    ],
    ['pl', { adults: 1, childrenAbove3: 2, childrenBelow3: 0 }, '1 dorosły, 2 dzieci powyżej 3 lat'],
    ['pl', { adults: 5, childrenAbove3: 0, childrenBelow3: 1 }, '5 dorosłych, 1 dziecko poniżej 3 lat'],
    ['ar', { adults: 2, childrenAbove3: 0, childrenBelow3: 0 }, 'بالغان'],
    ['ar', { adults: 3, childrenAbove3: 11, childrenBelow3: 0 }, '3 بالغين، 11 طفلًا فوق 3 سنوات'],
  ] as const)('counts the people booked with the plural rules of %s: %j', (language, people, words) => {
    expect(mailText(language, 'people', { ...people })).toBe(words);
  });
});

describe('the mail of each kind', () => {
  const cases = TEMPLATE_KINDS.flatMap((kind) => MAIL_LANGUAGES.map((language) => [kind, language] as const));

  it.each(cases)(
    '%s in %s: subject, greeting, centre and lines in that language, in both parts',
    async (kind, language) => {
      const example = MAIL_STORY_EXAMPLES[kind].full;
      const mail = await renderMail(example, { ...STORY_IDENTITY, name: STORY_IDENTITY.name }, language);
      const subjectId = `${kind}.subject` as const;
      const status = 'status' in example.data ? example.data.status : '';
      const child = 'child' in example.data ? example.data.child : '';
      const event =
        'event' in example.data
          ? typeof example.data.event === 'string'
            ? example.data.event
            : example.data.event.name
          : '';
      const year = 'year' in example.data ? example.data.year : '';
      const change = 'change' in example.data ? example.data.change : '';
      const extent = 'whole' in example.data ? (example.data.whole ? 'whole' : 'part') : '';
      expect(mail.subject).toBe(
        mailText(language, subjectId, { status, child, event, year, change, extent }),
      );
      expect(mail.html).toContain(`<html dir="${language === 'ar' ? 'rtl' : 'ltr'}" lang="${language}"`);
      expect(mail.html).toContain(`<title>${mail.subject}</title>`);
      // Drawn in a dark client's own colours where it honours them (the stories show it so).
      expect(mail.html).toContain('<meta name="color-scheme" content="light dark"/>');
      expect(mail.html).toContain('<meta name="supported-color-schemes" content="light dark"/>');
      expect(mail.html).toMatch(/@media \(prefers-color-scheme: dark\)/);
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain(STORY_IDENTITY.name);
        expect(part).toContain(STORY_IDENTITY.address);
        expect(part).toContain(mailText(language, 'closing', { mosque: isolate(STORY_IDENTITY.name) }));
      }
      expect(mail.text.startsWith(mailText(language, 'greeting', { name: isolate(example.data.name) }))).toBe(
        true,
      );
      expect(mail.html).toContain(`src="${STORY_IDENTITY.logoUrl}"`);
    },
  );

  it.each(TEMPLATE_KINDS)('%s leaves missing optional parts out cleanly', async (kind) => {
    const mail = await renderMail(MAIL_STORY_EXAMPLES[kind].sparse, UNNAMED_IDENTITY, 'en');
    expect(mail.text.startsWith('Assalamu alaykum,')).toBe(true);
    // A detail without its value would read `Label: ` at a line's end.
    expect(mail.text).not.toMatch(/: +$/m);
    expect(mail.text).not.toContain('undefined');
    expect(mail.text).not.toContain('null');
    expect(mail.text).not.toContain('Phone:');
    expect(mail.html).not.toContain('<img');
    // Without a link a mail offers no button, nor a sentence pointing at one.
    if (addressesIn(MAIL_STORY_EXAMPLES[kind].sparse.data).length === 0) {
      expect(mail.html).not.toContain('<a ');
      expect(mail.text).not.toMatch(/link below|https?:/);
    }
    expect(mail.text).toContain('You receive this mail because you gave us your address.');
  });

  it.each(cases)('%s in %s: the subject carries no invisible direction marks', async (kind, language) => {
    for (const [content, identity] of [
      [MAIL_STORY_EXAMPLES[kind].full, STORY_IDENTITY],
      [MAIL_STORY_EXAMPLES[kind].sparse, UNNAMED_IDENTITY],
      // What people typed may hold marks of its own: they leave the subject too.
      [
        { ...MAIL_STORY_EXAMPLES[kind].full, data: marked(MAIL_STORY_EXAMPLES[kind].full.data) },
        STORY_IDENTITY,
      ],
    ] as const) {
      const mail = await renderMail(content as MailContent, identity, language);
      expect(mail.subject).not.toMatch(BIDI_CONTROLS);
      expect(mail.html).toContain(`<title>${mail.subject}</title>`);
    }
  });

  it.each(MAIL_LANGUAGES)(
    'keeps the isolates around what people wrote in the body’s heading in %s, and only there',
    async (language) => {
      const example = MAIL_STORY_EXAMPLES.event_cancelled.full;
      const mail = await renderMail(example, STORY_IDENTITY, language);
      const heading = mailText(language, 'event_cancelled.subject', { event: isolate(example.data.event) });
      expect(mail.html).toContain(`>${heading}</h1>`);
      expect(mail.subject).toBe(mailText(language, 'event_cancelled.subject', { event: example.data.event }));
    },
  );

  it('asks a raise to be confirmed from the mailbox, within the hours its link works', async () => {
    const example = MAIL_STORY_EXAMPLES.monthly_confirm.full;
    const mail = await renderMail(example, STORY_IDENTITY, 'en');
    expect(mail.text).toContain(
      'to raise it from 1,250.00 PLN to 2,500.00 PLN a month. Nothing has changed yet.',
    );
    expect(mail.text).toContain(
      `within 24 hours and confirm.\n\nConfirm the new amount\n${example.data.confirmLink}\n`,
    );
    const polish = await renderMail(MAIL_STORY_EXAMPLES.monthly_confirm.full, STORY_IDENTITY, 'pl');
    expect(polish.text).toContain('w ciągu 24 godzin');
  });

  it('tells who revoked a monthly gift’s links, and where a new one is asked for', async () => {
    const content = MAIL_STORY_EXAMPLES.monthly_changed.sparse;
    const byStaff = await renderMail(
      { ...content, data: { ...content.data, link: 'https://centre.example.org/monthly' } },
      UNNAMED_IDENTITY,
      'en',
    );
    expect(byStaff.subject).toBe('The links to your monthly gift were revoked');
    expect(byStaff.text).toContain('The centre has revoked the links');
    expect(byStaff.text).toContain(
      'ask for a new link with your email address on our website.\n\nAsk for a new link\nhttps://centre.example.org/monthly\n',
    );
    expect(byStaff.text).not.toContain('undo');
  });

  it.each(MAIL_LANGUAGES)(
    'says in %s that no money was taken on every mail of money the test provider took, and only then',
    async (language) => {
      const line = mailText(language, 'testPayment');
      for (const kind of ['receipt', 'booking_paid', 'booking_refunded'] as const) {
        const example = MAIL_STORY_EXAMPLES[kind].full;
        const test = await renderMail(
          { ...example, data: { ...example.data, testPayment: true } } as typeof example,
          STORY_IDENTITY,
          language,
        );
        expect(test.text).toContain(line);
        expect(test.html).toContain(line);
        const real = await renderMail(example, STORY_IDENTITY, language);
        expect(real.text).not.toContain(line);
        expect(real.html).not.toContain(line);
      }
    },
  );

  it('says how to pay a priced booking and that a free one costs nothing', async () => {
    const priced = await renderMail(MAIL_STORY_EXAMPLES.booking_confirmation.full, STORY_IDENTITY, 'en');
    expect(priced.text).toContain('Please pay 120.00 PLN before the event.');
    expect(priced.text).toContain(`bank transfer to ${STORY_IDENTITY.bankAccount}`);
    const free = await renderMail(MAIL_STORY_EXAMPLES.booking_confirmation.sparse, UNNAMED_IDENTITY, 'en');
    expect(free.text).toContain('The event is free: there is nothing to pay.');
    expect(free.text).not.toContain('Please pay');
  });

  it('writes dates in the reader language with Latin digits', async () => {
    const mail = await renderMail(MAIL_STORY_EXAMPLES.event_cancelled.full, STORY_IDENTITY, 'ar');
    expect(mail.text).toContain('2026');
    expect(mail.text).not.toMatch(/[٠-٩]/);
    const polish = await renderMail(MAIL_STORY_EXAMPLES.event_cancelled.full, STORY_IDENTITY, 'pl');
    expect(polish.text).toContain('20 marca 2026');
  });

  it('isolates what people wrote, so a Latin name or answer keeps its punctuation in an Arabic mail', async () => {
    const mail = await renderMail(MAIL_STORY_EXAMPLES.fatwa_answered.full, STORY_IDENTITY, 'ar');
    const { name, question, answer } = MAIL_STORY_EXAMPLES.fatwa_answered.full.data as {
      name: string;
      question: string;
      answer: string;
    };
    expect(mail.text).toContain(`\u2068${name}\u2069`);
    expect(mail.text).toContain(`\u2068${question}\u2069`);
    // The answer's paragraphs, each isolated in the text part and set in their own direction in HTML.
    const [first] = answer.split('\n\n');
    expect(mail.text).toContain(`\u2068${first}\u2069`);
    expect(mail.html).toMatch(/<p dir="auto"[^>]*>Yes, when the shift/);
    // The mail's own words are not marked.
    expect(mail.text).toContain(mailText('ar', 'fatwa_answered.lead'));
    expect(mail.text).not.toContain(`\u2068${mailText('ar', 'fatwa_answered.lead')}`);
  });
});

/** The data with a right-to-left mark and an isolate typed into each name people gave it. */
function marked(data: object): object {
  const typed = (text: string) => (text ? `\u200F${text}\u2066` : text);
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => {
      if (key === 'event' && typeof value === 'object') return [key, { ...value, name: typed(value.name) }];
      return [key, ['name', 'event', 'child', 'purpose', 'package'].includes(key) ? typed(value) : value];
    }),
  );
}

describe('the links of a mail', () => {
  // Each kind that links somewhere, with the link and the words of its button.
  const LINKED: Array<[string, MailContent, string, MailMessageId]> = [
    [
      'receipt',
      MONTHLY_RECEIPT_EXAMPLE,
      MONTHLY_RECEIPT_EXAMPLE.data.monthly?.manageLink ?? '',
      'action.manageMonthly',
    ],
    [
      'monthly_refused',
      MAIL_STORY_EXAMPLES.monthly_refused.full,
      MAIL_STORY_EXAMPLES.monthly_refused.full.data.manageLink,
      'action.manageMonthly',
    ],
    [
      'monthly_changed',
      MAIL_STORY_EXAMPLES.monthly_changed.full,
      MAIL_STORY_EXAMPLES.monthly_changed.full.data.link,
      'action.manageMonthly',
    ],
    [
      'monthly_changed (links revoked)',
      {
        ...MAIL_STORY_EXAMPLES.monthly_changed.sparse,
        data: {
          ...MAIL_STORY_EXAMPLES.monthly_changed.sparse.data,
          link: 'https://centre.example.org/monthly',
        },
      },
      'https://centre.example.org/monthly',
      'action.newMonthlyLink',
    ],
    [
      'monthly_confirm',
      MAIL_STORY_EXAMPLES.monthly_confirm.full,
      MAIL_STORY_EXAMPLES.monthly_confirm.full.data.confirmLink,
      'action.confirmRaise',
    ],
    [
      'monthly_link',
      MAIL_STORY_EXAMPLES.monthly_link.full,
      MAIL_STORY_EXAMPLES.monthly_link.full.data.manageLink,
      'action.manageMonthly',
    ],
    [
      'booking_confirmation',
      MAIL_STORY_EXAMPLES.booking_confirmation.full,
      MAIL_STORY_EXAMPLES.booking_confirmation.full.data.bookingLink,
      'action.viewBooking',
    ],
    [
      'statement',
      MAIL_STORY_EXAMPLES.statement.full,
      MAIL_STORY_EXAMPLES.statement.full.data.link,
      'action.openStatement',
    ],
    [
      'event_changed',
      MAIL_STORY_EXAMPLES.event_changed.full,
      MAIL_STORY_EXAMPLES.event_changed.full.data.bookingLink,
      'action.seeBooking',
    ],
    [
      'event_cancelled',
      MAIL_STORY_EXAMPLES.event_cancelled.full,
      MAIL_STORY_EXAMPLES.event_cancelled.full.data.bookingLink,
      'action.seeBooking',
    ],
  ];
  const cases = LINKED.flatMap((linked) => MAIL_LANGUAGES.map((language) => [...linked, language] as const));

  it.each(cases)(
    '%s: a button with its words in %4$s, and the bare address on its own line of the text part',
    async (_, content, href, label, language) => {
      const mail = await renderMail(content, STORY_IDENTITY, language);
      const anchors = anchorsOf(mail.html);
      expect(anchors).toContainEqual({ href, text: mailText(language, label), dir: undefined });
      // The address printed under the button reads left to right, even in an Arabic mail.
      expect(anchors).toContainEqual({ href, text: href, dir: 'ltr' });
      const lines = mail.text.split('\n');
      expect(lines.filter((line) => line.includes(href))).toEqual([href]);
      expect(lines[lines.indexOf(href) - 1]).toBe(mailText(language, label));
    },
  );

  it('covers every kind whose example carries a link', () => {
    const examples = [
      ...TEMPLATE_KINDS.flatMap((kind) => [MAIL_STORY_EXAMPLES[kind].full, MAIL_STORY_EXAMPLES[kind].sparse]),
      MONTHLY_RECEIPT_EXAMPLE,
    ];
    const linkedKinds = new Set(
      examples.filter((content) => addressesIn(content.data).length > 0).map((c) => c.kind),
    );
    expect([...linkedKinds].sort()).toEqual([...new Set(LINKED.map(([, content]) => content.kind))].sort());
  });

  it.each(MAIL_LANGUAGES)('makes every address of every example a button in %s', async (language) => {
    const examples = [
      ...TEMPLATE_KINDS.flatMap((kind) => [MAIL_STORY_EXAMPLES[kind].full, MAIL_STORY_EXAMPLES[kind].sparse]),
      MONTHLY_RECEIPT_EXAMPLE,
    ];
    for (const content of examples) {
      const mail = await renderMail(content, STORY_IDENTITY, language);
      for (const href of addressesIn(content.data)) {
        const labels = anchorsOf(mail.html).filter((anchor) => anchor.href === href && anchor.text !== href);
        expect(labels, `${content.kind}: ${href}`).toHaveLength(1);
        expect(mail.text.split('\n')).toContain(href);
      }
    }
  });
});

/** The characters React Email escapes, back as the reader sees them. */
function decoded(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&nbsp;/g, '\u00A0')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * The HTML part as the lines its reader sees, one per element: an element with a direction of its
 * own (a paragraph people wrote, `dir="auto"`) counts as isolated, as a mail client draws it.
 */
function htmlLines(html: string): string[] {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<head>[\s\S]*?<\/head>/, '')
    .replace(/<(\w+)[^>]*\sdir="(?:auto|ltr)"[^>]*>[\s\S]*?<\/\1>/g, '\u2068\u2069')
    .split(/<[^>]+>/)
    .map(decoded)
    .filter((line) => line.trim() !== '');
}

describe('an Arabic mail', () => {
  const examples: Array<[string, MailContent, MailIdentity]> = [
    ...TEMPLATE_KINDS.flatMap(
      (kind): Array<[string, MailContent, MailIdentity]> => [
        [`${kind} with every part`, MAIL_STORY_EXAMPLES[kind].full, STORY_IDENTITY],
        [`${kind} with optional parts missing`, MAIL_STORY_EXAMPLES[kind].sparse, UNNAMED_IDENTITY],
      ],
    ),
    ['a monthly receipt', MONTHLY_RECEIPT_EXAMPLE, STORY_IDENTITY],
    ['a test payment’s receipt', TEST_PAYMENT_RECEIPT_EXAMPLE, STORY_IDENTITY],
  ];

  it.each(examples)(
    '%s isolates what reads left to right (the phone number, signed amounts, codes) in both parts',
    async (_name, content, identity) => {
      const mail = await renderMail(content, identity, 'ar');
      expect(unisolatedRuns(mail.text)).toEqual([]);
      expect(htmlLines(mail.html).flatMap((line) => unisolatedRuns(line))).toEqual([]);
    },
  );

  it('is checked: the footer’s phone number left bare would be found', () => {
    const footer = mailText('ar', 'footer.contact', { phone: STORY_IDENTITY.phone });
    expect(unisolatedRuns(footer)).toEqual([STORY_IDENTITY.phone]);
  });
});

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
import { isolate, MAIL_LANGUAGES, mailText } from './texts';

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
        mailText(language, subjectId, {
          status,
          child: isolate(child),
          event: isolate(event),
          year,
          change,
          extent,
        }),
      );
      expect(mail.html).toContain(`<html dir="${language === 'ar' ? 'rtl' : 'ltr'}" lang="${language}"`);
      expect(mail.html).toContain(`<title>${mail.subject}</title>`);
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
    expect(mail.text).toContain('You receive this mail because you gave us your address.');
  });

  it('asks a raise to be confirmed from the mailbox, within the hours its link works', async () => {
    const mail = await renderMail(MAIL_STORY_EXAMPLES.monthly_confirm.full, STORY_IDENTITY, 'en');
    expect(mail.text).toContain(
      'to raise it from 1,250.00 PLN to 2,500.00 PLN a month. Nothing has changed yet.',
    );
    expect(mail.text).toContain(
      'within 24 hours and confirm: https://centrum-ochota.example.org/monthly/confirm/',
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
      'ask for a new link with your email address at: https://centre.example.org/monthly',
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

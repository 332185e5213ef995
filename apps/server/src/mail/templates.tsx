import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { render } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { EventFacts, MailContent, MailIdentity } from './kinds';
import {
  isolate,
  isolateLtr,
  type MailLanguage,
  type MailMessageId,
  mailDate,
  mailText,
  withoutBidiControls,
} from './texts';

/** A mail ready for the outbox: its subject and both parts. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * A link the reader acts on: a button in the HTML part; in the plain-text part its label, then the
 * bare URL on a line of its own, so no client wraps it into the words or breaks it.
 */
interface MailAction {
  label: string;
  href: string;
}

/** A paragraph of the mail's own words, or an action placed right after the words that lead to it. */
type MailBlock = string | MailAction;

/** What a mail says, in words, before it is laid out as HTML or as plain text. */
interface MailParts {
  /** With what people wrote isolated, as the body's heading shows it; the mail's subject drops the marks. */
  subject: string;
  greeting: string;
  paragraphs: MailBlock[];
  /** Paragraphs written by people (a note, an answer), in whatever direction they were written. */
  written: string[];
  details: Array<[label: string, value: string]>;
  footer: string[];
}

type Detail = [MailMessageId, string | number | null | undefined];

/** Detail rows whose value is present; a missing optional part leaves no empty row behind. */
function detailRows(language: MailLanguage, rows: Detail[]): Array<[string, string]> {
  return rows
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([id, value]) => [mailText(language, id), String(value)]);
}

/** The data's texts that people wrote, isolated (see `isolate`); amounts, dates and codes are the mail's own. */
function isolateWritten(content: MailContent): MailContent {
  const data: Record<string, unknown> = { ...content.data };
  for (const key of [
    'name',
    'purpose',
    'dedication',
    'reason',
    'package',
    'child',
    'teacher',
    'subject',
    'question',
  ]) {
    if (typeof data[key] === 'string') data[key] = isolate(data[key]);
  }
  if (typeof data.event === 'string') data.event = isolate(data.event);
  else if (data.event) {
    const event = data.event as EventFacts;
    data.event = { ...event, name: isolate(event.name), place: isolate(event.place) };
  }
  // An event's place before it moved (event_changed) is staff's words too.
  const before = data.before as Partial<EventFacts> | undefined;
  if (before?.place) data.before = { ...before, place: isolate(before.place) };
  return { ...content, data } as MailContent;
}

/** A text as people wrote it, one paragraph per blank-line-separated block. */
function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

function eventRows(
  language: MailLanguage,
  event: { name: string; date: string; time: string; place: string },
) {
  return [
    ['detail.event', event.name],
    ['detail.date', mailDate(event.date, language)],
    ['detail.time', event.time],
    ['detail.place', event.place],
  ] satisfies Detail[];
}

/** The words of each kind in one language. */
function partsOf(written: MailContent, identity: MailIdentity, language: MailLanguage): MailParts {
  const content = isolateWritten(written);
  const t = (id: MailMessageId, values?: Record<string, string | number>) => mailText(language, id, values);
  const greeting = (name: string) => (name ? t('greeting', { name }) : t('greeting.unnamed'));
  // The sentence that says what the link is for, then its button; neither when there is no link.
  const withAction = (sentence: string, label: MailMessageId, href: string): MailBlock[] =>
    href ? [sentence, { label: t(label), href }] : [];
  const footer = [
    identity.name ? t('closing', { mosque: isolate(identity.name) }) : t('closing.unnamed'),
    identity.address,
    identity.phone ? t('footer.contact', { phone: isolateLtr(identity.phone) }) : '',
    identity.email ? t('footer.email', { email: identity.email }) : '',
    identity.website ? t('footer.website', { website: identity.website }) : '',
    identity.name ? t('footer.why', { mosque: isolate(identity.name) }) : t('footer.whyUnnamed'),
  ].filter(Boolean);
  const parts = (
    subject: string,
    name: string,
    paragraphs: MailBlock[],
    details: Detail[] = [],
    writtenParagraphs: string[] = [],
  ): MailParts => ({
    subject,
    greeting: greeting(name),
    paragraphs: paragraphs.filter(Boolean),
    written: writtenParagraphs.filter(Boolean),
    details: detailRows(language, details),
    footer,
  });

  switch (content.kind) {
    case 'receipt': {
      const d = content.data;
      const monthly = d.monthly ?? null;
      return parts(
        t('receipt.subject'),
        d.name,
        [
          t('receipt.lead', { amount: d.amount, purpose: d.purpose }),
          d.testPayment ? t('testPayment') : '',
          monthly ? t('receipt.monthly', { date: mailDate(monthly.nextChargeOn, language) }) : '',
          ...withAction(t('monthly.manage'), 'action.manageMonthly', monthly?.manageLink ?? ''),
        ],
        [
          ['detail.amount', d.amount],
          ['detail.purpose', d.purpose],
          ['detail.dedication', d.dedication],
          ['detail.nextCharge', monthly ? mailDate(monthly.nextChargeOn, language) : ''],
          ['detail.receipt', d.donationId],
        ],
      );
    }
    case 'donation_refunded': {
      const d = content.data;
      const extent = d.whole ? 'whole' : 'part';
      return parts(
        t('donation_refunded.subject', { extent }),
        d.name,
        [
          t('donation_refunded.lead', { extent, amount: d.amount, purpose: d.purpose }),
          t('donation_refunded.total', { extent, total: d.total }),
          d.testPayment ? t('donation_refunded.testPayment') : '',
        ],
        [
          ['detail.refunded', d.amount],
          ['detail.reason', d.reason],
          ['detail.giftTotal', d.total],
          ['detail.purpose', d.purpose],
          ['detail.receipt', d.donationId],
        ],
      );
    }
    case 'monthly_refused': {
      const d = content.data;
      return parts(t('monthly_refused.subject'), d.name, [
        t('monthly_refused.lead', { amount: d.amount, purpose: d.purpose }),
        t('monthly_refused.retry', { date: mailDate(d.retryOn, language) }),
        ...withAction(t('monthly.manage'), 'action.manageMonthly', d.manageLink),
      ]);
    }
    case 'monthly_stopped': {
      const d = content.data;
      return parts(t('monthly_stopped.subject'), d.name, [
        t('monthly_stopped.lead', { by: d.by, amount: d.amount, purpose: d.purpose }),
        t('monthly_stopped.again', { by: d.by }),
      ]);
    }
    case 'monthly_changed': {
      const d = content.data;
      const revoked = d.change === 'links_revoked';
      return parts(
        t('monthly_changed.subject', { change: d.change }),
        d.name,
        [
          t('monthly_changed.lead', {
            change: d.change,
            by: d.by,
            amount: d.amount,
            previous: d.previous,
            purpose: d.purpose,
          }),
          d.nextChargeOn ? t('monthly_changed.next', { date: mailDate(d.nextChargeOn, language) }) : '',
          revoked ? '' : t('monthly_changed.notYou'),
          ...withAction(
            t(revoked ? 'monthly_changed.newLink' : 'monthly.manage'),
            revoked ? 'action.newMonthlyLink' : 'action.manageMonthly',
            d.link,
          ),
        ],
        [
          ['detail.amount', d.amount],
          ['detail.purpose', d.purpose],
          ['detail.nextCharge', d.nextChargeOn ? mailDate(d.nextChargeOn, language) : ''],
        ],
      );
    }
    case 'monthly_confirm': {
      const d = content.data;
      return parts(t('monthly_confirm.subject'), d.name, [
        t('monthly_confirm.lead', { amount: d.amount, newAmount: d.newAmount, purpose: d.purpose }),
        ...withAction(t('monthly_confirm.action', { hours: d.hours }), 'action.confirmRaise', d.confirmLink),
        t('monthly_confirm.ignore'),
      ]);
    }
    case 'monthly_link': {
      const d = content.data;
      return parts(t('monthly_link.subject'), d.name, [
        t('monthly_link.lead', { amount: d.amount, purpose: d.purpose }),
        ...withAction(t('monthly.manage'), 'action.manageMonthly', d.manageLink),
        t('monthly_link.ignore'),
      ]);
    }
    case 'booking_confirmation': {
      const d = content.data;
      const payment = d.price
        ? [
            t('booking_confirmation.pay', { price: d.price }),
            ...withAction(t('booking_confirmation.payLink'), 'action.viewBooking', d.bookingLink),
            identity.bankAccount ? t('booking_confirmation.payBank', { account: identity.bankAccount }) : '',
          ]
        : [t('booking_confirmation.free')];
      return parts(
        t('booking_confirmation.subject', { event: d.event.name }),
        d.name,
        [t('booking_confirmation.lead', { event: d.event.name }), ...payment],
        [
          ...eventRows(language, d.event),
          ['detail.people', t('people', { ...d.people })],
          ['detail.price', d.price],
          ['detail.booking', d.bookingId],
        ],
      );
    }
    case 'booking_paid': {
      const d = content.data;
      return parts(
        t('booking_paid.subject', { event: d.event }),
        d.name,
        [t('booking_paid.lead', { amount: d.amount, event: d.event }), d.testPayment ? t('testPayment') : ''],
        [
          ['detail.amount', d.amount],
          ['detail.booking', d.bookingId],
        ],
      );
    }
    case 'booking_refunded': {
      const d = content.data;
      return parts(
        t('booking_refunded.subject', { event: d.event }),
        d.name,
        [
          t('booking_refunded.lead', { amount: d.amount, event: d.event }),
          d.testPayment ? t('testPayment') : '',
        ],
        [
          ['detail.amount', d.amount],
          ['detail.reason', d.reason],
          ['detail.booking', d.bookingId],
        ],
      );
    }
    case 'event_changed': {
      const d = content.data;
      // A fact that changed reads "was X; now Y"; one that did not, as it is.
      const told = (now: string, was: string | undefined) =>
        was ? t('event_changed.wasNow', { was, now }) : now;
      const { before } = d;
      const moved = Object.keys(before).length > 0;
      return parts(
        t('event_changed.subject', { event: d.event.name }),
        d.name,
        [
          t('event_changed.intro', { event: d.event.name }),
          moved ? t('event_changed.calendar') : '',
          d.price ? t('event_changed.price', { standing: d.price.standing, booked: d.price.booked }) : '',
          ...withAction(t('event_news.link'), 'action.seeBooking', d.bookingLink),
        ],
        [
          ['detail.event', d.event.name],
          [
            'detail.date',
            told(mailDate(d.event.date, language), before.date && mailDate(before.date, language)),
          ],
          ['detail.time', told(d.event.time, before.time)],
          ['detail.place', told(d.event.place, before.place)],
          ['detail.bookingPrice', d.price ? told(d.price.now, d.price.was) : null],
          ['detail.booking', d.bookingId],
        ],
      );
    }
    case 'event_cancelled': {
      const d = content.data;
      return parts(
        t('event_cancelled.subject', { event: d.event }),
        d.name,
        [
          t('event_cancelled.lead', { event: d.event, date: mailDate(d.date, language) }),
          t('event_cancelled.money', { money: d.money, amount: d.amount }),
          d.testPayment ? t('testPayment') : '',
          t('event_cancelled.calendar'),
          ...withAction(t('event_news.link'), 'action.seeBooking', d.bookingLink),
        ],
        [
          ['detail.event', d.event],
          ['detail.date', mailDate(d.date, language)],
          ['detail.booking', d.bookingId],
        ],
      );
    }
    case 'request_status': {
      const d = content.data;
      return parts(
        t('request_status.subject', { status: d.status }),
        d.name,
        [t('request_status.lead', { status: d.status })],
        [['detail.request', d.requestId]],
        paragraphsOf(d.note),
      );
    }
    case 'enrolment': {
      const d = content.data;
      return parts(
        t('enrolment.subject', { status: d.status, child: d.child }),
        d.name,
        [t('enrolment.lead', { status: d.status, child: d.child, teacher: d.teacher })],
        [
          ['detail.child', d.child],
          ['detail.subject', d.subject],
          ['detail.teacher', d.teacher],
        ],
      );
    }
    case 'subscription': {
      const d = content.data;
      return parts(
        t('subscription.subject', { status: d.status }),
        d.name,
        [t('subscription.lead', { status: d.status, package: d.package })],
        [
          ['detail.package', d.package],
          ['detail.reason', d.status === 'suspended' ? d.reason : ''],
        ],
      );
    }
    case 'statement': {
      const d = content.data;
      return parts(t('statement.subject', { year: d.year }), d.name, [
        t('statement.lead', { year: d.year, mosque: isolate(identity.name || t('statement.centre')) }),
        ...withAction(t('statement.link'), 'action.openStatement', d.link),
        t('statement.expires', { date: mailDate(d.expiresOn, language) }),
        t('statement.notAsked'),
      ]);
    }
    case 'fatwa_answered': {
      const d = content.data;
      return parts(
        t('fatwa_answered.subject'),
        d.name,
        [t('fatwa_answered.lead')],
        [['detail.question', d.question]],
        paragraphsOf(d.answer),
      );
    }
  }
}

/*
 * The look is in inline styles (many mail clients drop <style> blocks and external sheets; the one
 * below only adds dark colours and a phone's padding), with logical properties so the same markup
 * mirrors in Arabic; colours keep body text above 7:1 and muted text above 4.5:1.
 */
const STYLE = {
  body: { backgroundColor: '#f4f4f2', fontFamily: 'Arial, Helvetica, sans-serif', margin: 0 },
  container: { backgroundColor: '#ffffff', maxWidth: '600px', padding: '24px' },
  brand: { fontSize: '18px', fontWeight: 700, color: '#1f3b2d', margin: '0 0 16px' },
  heading: { fontSize: '22px', color: '#1a1a1a', margin: '0 0 16px' },
  // A link or an address longer than the line (a statement's signed link) wraps instead of widening
  // the mail past a phone's screen.
  text: {
    fontSize: '16px',
    lineHeight: '24px',
    color: '#1a1a1a',
    margin: '0 0 12px',
    overflowWrap: 'anywhere',
    wordBreak: 'break-word',
  },
  label: { fontSize: '14px', color: '#4a4a4a', margin: 0 },
  value: { fontSize: '16px', color: '#1a1a1a', margin: '0 0 8px', fontWeight: 700 },
  footer: { fontSize: '13px', lineHeight: '20px', color: '#4a4a4a', margin: '0 0 4px' },
  logo: { marginBlockEnd: '12px' },
  action: { margin: '4px 0 20px' },
  // A button any client draws: a coloured link with padding (no image, no table of its own), its
  // white on dark green far above 7:1, and its label still reads when a client inverts the colours.
  button: {
    display: 'inline-block',
    backgroundColor: '#1f3b2d',
    color: '#ffffff',
    fontSize: '16px',
    lineHeight: '24px',
    fontWeight: 700,
    padding: '12px 20px',
    borderRadius: '6px',
    textDecorationLine: 'none',
  },
  // The address itself under the button, for a client that will not open links: it wraps anywhere.
  address: {
    fontSize: '13px',
    lineHeight: '20px',
    color: '#4a4a4a',
    margin: '8px 0 0',
    overflowWrap: 'anywhere',
    wordBreak: 'break-all',
  },
  addressLink: { color: '#1f3b2d', textDecorationLine: 'underline' },
  details: { borderInlineStart: '4px solid #1f3b2d', paddingInlineStart: '12px', margin: '16px 0' },
} as const;

type LookName = keyof typeof STYLE;

/** A part's inline style, and the class its dark colours (DARK_LOOK) and phone width reach it by. */
function look(name: LookName): { style: (typeof STYLE)[LookName]; className: string } {
  return { style: STYLE[name], className: `mail-${name}` };
}

/*
 * The mail in a mail client's dark mode. The inline colours are the light mail, which every client
 * draws; a client that honours the colour-scheme media query (Apple Mail, iOS, Outlook on the web and
 * for Mac) takes these instead, hence `!important` over the inline styles. A client that darkens a
 * mail its own way (Gmail's apps, Outlook's) ignores them and recolours the light mail: dark text on
 * light ground and a white-on-dark-green button survive its inversion. Dark colours keep body text
 * above 7:1 and muted text above 4.5:1 too. On a phone the card's padding narrows.
 */
const DARK_LOOK = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .mail-body, .mail-body > table > tbody > tr > td { background-color: #121212 !important; }
  .mail-container { background-color: #1e1e1e !important; }
  .mail-brand, .mail-addressLink { color: #9fd3b5 !important; }
  .mail-heading, .mail-text, .mail-value { color: #ececec !important; }
  .mail-label, .mail-footer, .mail-address { color: #b8b8b8 !important; }
  .mail-details { border-inline-start-color: #9fd3b5 !important; }
  .mail-button { background-color: #9fd3b5 !important; color: #0f2318 !important; }
  .mail-rule { border-color: #3a3a3a !important; }
}
@media (max-width: 480px) {
  .mail-container { padding: 16px !important; }
}
`;

/** An action: its button, then its address as text, left to right even inside an Arabic mail. */
function ActionButton({ action }: { action: MailAction }) {
  return (
    <Section {...look('action')}>
      <Link href={action.href} {...look('button')}>
        {action.label}
      </Link>
      <Text {...look('address')}>
        <Link href={action.href} dir="ltr" {...look('addressLink')}>
          {action.href}
        </Link>
      </Text>
    </Section>
  );
}

/** The first paragraph of words, which a mail client shows beside the subject in its list. */
function previewOf(parts: MailParts): string {
  return parts.paragraphs.find((block) => typeof block === 'string') ?? parts.subject;
}

function MailDocument({
  parts,
  identity,
  language,
}: {
  parts: MailParts;
  identity: MailIdentity;
  language: MailLanguage;
}) {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return (
    <Html lang={language} dir={dir}>
      <Head>
        <title>{withoutBidiControls(parts.subject)}</title>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{DARK_LOOK}</style>
      </Head>
      <Preview>{previewOf(parts)}</Preview>
      <Body {...look('body')}>
        <Container {...look('container')}>
          <Section>
            {identity.logoUrl ? (
              // Decorative: the centre's name is written out beside it, so a reader hears it once.
              <Img src={identity.logoUrl} alt="" height="64" {...look('logo')} />
            ) : null}
            {identity.name ? <Text {...look('brand')}>{identity.name}</Text> : null}
          </Section>
          <Heading as="h1" {...look('heading')}>
            {parts.subject}
          </Heading>
          <Text {...look('text')}>{parts.greeting}</Text>
          {parts.paragraphs.map((block) =>
            typeof block === 'string' ? (
              <Text key={block} {...look('text')}>
                {block}
              </Text>
            ) : (
              <ActionButton key={block.href} action={block} />
            ),
          )}
          {parts.written.map((paragraph, index) => (
            // Aligned and ordered by its own first letters, as its writer wrote it.
            // biome-ignore lint/suspicious/noArrayIndexKey: two paragraphs may read the same.
            <Text key={index} dir="auto" {...look('text')}>
              {paragraph}
            </Text>
          ))}
          {parts.details.length > 0 ? (
            <Section {...look('details')}>
              {parts.details.map(([label, value]) => (
                <div key={label}>
                  <Text {...look('label')}>{label}</Text>
                  <Text {...look('value')}>{value}</Text>
                </div>
              ))}
            </Section>
          ) : null}
          <Hr className="mail-rule" />
          {parts.footer.map((line) => (
            <Text key={line} {...look('footer')}>
              {line}
            </Text>
          ))}
        </Container>
      </Body>
    </Html>
  );
}

/** The plain-text part: the same words as the HTML, in the same order. */
function plainText(parts: MailParts): string {
  return [
    parts.greeting,
    '',
    ...parts.paragraphs.flatMap((block) =>
      typeof block === 'string' ? [block, ''] : [block.label, block.href, ''],
    ),
    ...parts.written.flatMap((paragraph) => [isolate(paragraph), '']),
    ...(parts.details.length > 0 ? [...parts.details.map(([label, value]) => `${label}: ${value}`), ''] : []),
    '--',
    ...parts.footer,
  ].join('\n');
}

/**
 * What a mail shows outside its body: its subject and the preview line a mail list shows beside it
 * (whose length the HTML pads to a fixed width), for render-many.ts to tell what it may fill in later.
 */
export function mailSummary(
  content: MailContent,
  identity: MailIdentity,
  language: MailLanguage,
): { subject: string; preview: string } {
  const parts = partsOf(content, identity, language);
  return { subject: parts.subject, preview: previewOf(parts) };
}

/** A mail of any kind, in the reader's language, with the centre's identity: subject, HTML and text. */
export async function renderMail(
  content: MailContent,
  identity: MailIdentity,
  language: MailLanguage,
): Promise<RenderedMail> {
  const parts = partsOf(content, identity, language);
  const html = await render(<MailDocument parts={parts} identity={identity} language={language} />);
  return { subject: withoutBidiControls(parts.subject), html, text: plainText(parts) };
}

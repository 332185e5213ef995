import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Preview } from '@react-email/preview';
import { render } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { EventFacts, MailContent, MailIdentity } from './kinds';
import { isolate, isolateLtr, type MailLanguage, type MailMessageId, mailDate, mailText } from './texts';

/** A mail ready for the outbox: its subject and both parts. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** What a mail says, in words, before it is laid out as HTML or as plain text. */
interface MailParts {
  subject: string;
  greeting: string;
  paragraphs: string[];
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
    paragraphs: string[],
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
          monthly?.manageLink ? t('monthly.manage', { link: monthly.manageLink }) : '',
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
        d.manageLink ? t('monthly.manage', { link: d.manageLink }) : '',
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
          d.link ? t(revoked ? 'monthly_changed.newLink' : 'monthly.manage', { link: d.link }) : '',
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
        t('monthly_confirm.action', { hours: d.hours, link: d.confirmLink }),
        t('monthly_confirm.ignore'),
      ]);
    }
    case 'monthly_link': {
      const d = content.data;
      return parts(t('monthly_link.subject'), d.name, [
        t('monthly_link.lead', { amount: d.amount, purpose: d.purpose }),
        d.manageLink ? t('monthly.manage', { link: d.manageLink }) : '',
        t('monthly_link.ignore'),
      ]);
    }
    case 'booking_confirmation': {
      const d = content.data;
      const payment = d.price
        ? [
            t('booking_confirmation.pay', { price: d.price }),
            d.bookingLink ? t('booking_confirmation.payLink', { link: d.bookingLink }) : '',
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
      return parts(
        t('event_changed.subject', { event: d.event.name }),
        d.name,
        [t('event_changed.lead', { event: d.event.name })],
        eventRows(language, d.event),
      );
    }
    case 'event_cancelled': {
      const d = content.data;
      return parts(t('event_cancelled.subject', { event: d.event }), d.name, [
        t('event_cancelled.lead', { event: d.event, date: mailDate(d.date, language) }),
        d.paid ? t('event_cancelled.refund') : '',
      ]);
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
        t('statement.link', { link: d.link }),
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
 * Inline styles only (mail clients drop <style> blocks and external sheets), with logical properties
 * so the same markup mirrors in Arabic; colours keep body text above 7:1 and muted text above 4.5:1.
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
  details: { borderInlineStart: '4px solid #1f3b2d', paddingInlineStart: '12px', margin: '16px 0' },
} as const;

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
        <title>{parts.subject}</title>
      </Head>
      <Preview>{parts.paragraphs[0] ?? parts.subject}</Preview>
      <Body style={STYLE.body}>
        <Container style={STYLE.container}>
          <Section>
            {identity.logoUrl ? (
              // Decorative: the centre's name is written out beside it, so a reader hears it once.
              <Img src={identity.logoUrl} alt="" height="64" style={STYLE.logo} />
            ) : null}
            {identity.name ? <Text style={STYLE.brand}>{identity.name}</Text> : null}
          </Section>
          <Heading as="h1" style={STYLE.heading}>
            {parts.subject}
          </Heading>
          <Text style={STYLE.text}>{parts.greeting}</Text>
          {parts.paragraphs.map((paragraph) => (
            <Text key={paragraph} style={STYLE.text}>
              {paragraph}
            </Text>
          ))}
          {parts.written.map((paragraph, index) => (
            // Aligned and ordered by its own first letters, as its writer wrote it.
            // biome-ignore lint/suspicious/noArrayIndexKey: two paragraphs may read the same.
            <Text key={index} dir="auto" style={STYLE.text}>
              {paragraph}
            </Text>
          ))}
          {parts.details.length > 0 ? (
            <Section style={STYLE.details}>
              {parts.details.map(([label, value]) => (
                <div key={label}>
                  <Text style={STYLE.label}>{label}</Text>
                  <Text style={STYLE.value}>{value}</Text>
                </div>
              ))}
            </Section>
          ) : null}
          <Hr />
          {parts.footer.map((line) => (
            <Text key={line} style={STYLE.footer}>
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
    ...parts.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...parts.written.flatMap((paragraph) => [isolate(paragraph), '']),
    ...(parts.details.length > 0 ? [...parts.details.map(([label, value]) => `${label}: ${value}`), ''] : []),
    '--',
    ...parts.footer,
  ].join('\n');
}

/** A mail of any kind, in the reader's language, with the centre's identity: subject, HTML and text. */
export async function renderMail(
  content: MailContent,
  identity: MailIdentity,
  language: MailLanguage,
): Promise<RenderedMail> {
  const parts = partsOf(content, identity, language);
  const html = await render(<MailDocument parts={parts} identity={identity} language={language} />);
  return { subject: parts.subject, html, text: plainText(parts) };
}

import { CANCELLATION_MONEY } from '@minbar/domain/events/event-news';
import { describe, expect, it } from 'vitest';
import {
  EVENT_CANCELLED_CASH_EXAMPLE,
  EVENT_PRICE_CHANGE_EXAMPLE,
  MAIL_STORY_EXAMPLES,
  STORY_IDENTITY,
  UNNAMED_IDENTITY,
} from './examples';
import ar from './messages/ar.json';
import pl from './messages/pl.json';
import { renderMail } from './templates';
import { MAIL_LANGUAGES, mailDate, mailText } from './texts';

/*
 * The news of a booked event (event_changed, event_cancelled) in the three languages: what changed,
 * from what to what, what new prices and a cancellation mean for the reader's money, and the link to
 * the booking, in both parts of the mail.
 */

/** Text as a reader reads it: direction marks are invisible. */
const unmarked = (text: string) => text.replace(/[\u2068\u2069]/g, '');

const changed = MAIL_STORY_EXAMPLES.event_changed.full;
const cancelled = MAIL_STORY_EXAMPLES.event_cancelled.full;

describe('event_changed', () => {
  it.each(MAIL_LANGUAGES)(
    'in %s lists each changed fact as it was and is, and the rest as they are',
    async (language) => {
      const mail = await renderMail(changed, STORY_IDENTITY, language);
      const { event, before } = changed.data;
      const wasNow = (was: string, now: string) => mailText(language, 'event_changed.wasNow', { was, now });
      const text = unmarked(mail.text);
      const html = unmarked(mail.html);
      for (const part of [text, html]) {
        expect(part).toContain(wasNow(mailDate(before.date ?? '', language), mailDate(event.date, language)));
        expect(part).toContain(wasNow(before.time ?? '', event.time));
        expect(part).toContain(wasNow(before.place ?? '', event.place));
        expect(part).toContain(wasNow('120.00 PLN', '150.00 PLN'));
        expect(part).toContain(mailText(language, 'event_changed.calendar'));
        expect(part).toContain(mailText(language, 'event_news.link'));
        expect(part).toContain(mailText(language, 'action.seeBooking'));
      }
      // The booking's page is a link to press, and in the text part its address stands alone on a line.
      expect(mail.html).toContain(`href="${changed.data.bookingLink.replaceAll('&', '&amp;')}"`);
      expect(mail.text.split('\n')).toContain(changed.data.bookingLink);
      expect(text).toContain(
        `${mailText(language, 'detail.time')}: ${wasNow(before.time ?? '', event.time)}`,
      );
    },
  );

  it('tells a paid booking there is nothing more to pay', async () => {
    const english = await renderMail(changed, STORY_IDENTITY, 'en');
    expect(english.text).toContain(
      "The event's prices have changed, but your booking keeps the price it was made at: you have paid 120.00 PLN, so there is nothing more to pay.",
    );
    const arabic = await renderMail(changed, STORY_IDENTITY, 'ar');
    expect(arabic.text).toContain('فلا شيء عليكم دفعه بعد الآن');
    const polish = await renderMail(changed, STORY_IDENTITY, 'pl');
    expect(polish.text).toContain('zapłacono już 120.00 PLN, więc nie ma nic więcej do zapłaty');
  });

  it('says only what changed: a price alone brings no calendar line, unchanged facts read as they are', async () => {
    const mail = await renderMail(EVENT_PRICE_CHANGE_EXAMPLE, STORY_IDENTITY, 'en');
    const { event } = EVENT_PRICE_CHANGE_EXAMPLE.data;
    expect(mail.text).not.toContain(mailText('en', 'event_changed.calendar'));
    expect(mail.text).toContain(`Time: ${event.time}\n`);
    expect(unmarked(mail.text)).toContain(`Place: ${event.place}\n`);
    expect(mail.text).toContain('Price of a booking like yours: was 120.00 PLN; now 90.00 PLN');
    expect(mail.text).toContain('keeps the price it was made at: 120.00 PLN, to pay as before.');
  });

  it('leaves the price, the calendar and the link out when they do not apply', async () => {
    const mail = await renderMail(MAIL_STORY_EXAMPLES.event_changed.sparse, UNNAMED_IDENTITY, 'en');
    expect(mail.text).toContain('Time: was 10:00; now 11:00');
    expect(mail.text).not.toContain('Price');
    expect(mail.text).not.toContain('See your booking');
  });
});

describe('event_cancelled', () => {
  it.each(MAIL_LANGUAGES)(
    'in %s has a sentence for every way money stands, each naming the amount when paid',
    async (language) => {
      const sentences = new Set<string>();
      for (const money of CANCELLATION_MONEY) {
        const mail = await renderMail(
          { ...cancelled, data: { ...cancelled.data, money } },
          STORY_IDENTITY,
          language,
        );
        const sentence = mailText(language, 'event_cancelled.money', {
          money,
          amount: cancelled.data.amount,
        });
        expect(mail.text).toContain(sentence);
        expect(mail.html).toContain(sentence.replaceAll("'", '&#x27;'));
        if (money.startsWith('refund')) expect(sentence).toContain(cancelled.data.amount);
        sentences.add(sentence);
      }
      expect(sentences.size).toBe(CANCELLATION_MONEY.length);
    },
  );

  it('says how the money comes back: to the card online, in cash at the centre', async () => {
    const online = await renderMail(cancelled, STORY_IDENTITY, 'en');
    expect(online.text).toContain(
      'You paid 120.00 PLN online. Our staff will refund it to the card or account you paid with',
    );
    expect(online.text).toContain(mailText('en', 'event_cancelled.calendar'));
    expect(online.text).toContain(`See my booking\n${cancelled.data.bookingLink}`);
    expect(online.text).not.toContain('If you have paid');
    const cash = await renderMail(EVENT_CANCELLED_CASH_EXAMPLE, STORY_IDENTITY, 'pl');
    expect(cash.text).toContain('Nasz zespół odda tę kwotę gotówką w centrum');
    const arabic = await renderMail(EVENT_CANCELLED_CASH_EXAMPLE, STORY_IDENTITY, 'ar');
    expect(arabic.text).toContain('سيعيد فريقنا المبلغ إليكم نقدًا في المركز');
  });

  it('says no money was taken of a test payment, and promises nothing of money never paid', async () => {
    const test = await renderMail(
      { ...cancelled, data: { ...cancelled.data, testPayment: true } },
      STORY_IDENTITY,
      'en',
    );
    expect(test.text).toContain(mailText('en', 'testPayment'));
    const unpaid = await renderMail(MAIL_STORY_EXAMPLES.event_cancelled.sparse, UNNAMED_IDENTITY, 'en');
    expect(unpaid.text).toContain('You had not paid for this booking');
    expect(unpaid.text).not.toContain('refund');
  });
});

/** Words that speak to one reader of one gender in Arabic: "dear (m.)", "you booked/paid", "on you", "for you", "your booking". */
const LETTER = '[\\u0621-\\u064A]';
const SINGULAR_YOU_AR = new RegExp(
  `عزيزنا|حجزت(?!${LETTER})|دفعت(?!${LETTER})|عليك(?!${LETTER})|(?<!${LETTER})لك(?!${LETTER})|حجزك(?!${LETTER})`,
);

describe('the words of event news', () => {
  const NEWS_KEYS = [
    'detail.bookingPrice',
    'event_changed.intro',
    'event_changed.wasNow',
    'event_changed.calendar',
    'event_changed.price',
    'event_news.link',
    'action.seeBooking',
    'event_cancelled.money',
    'event_cancelled.calendar',
  ] as const;

  it('address the reader without a gender: the polite plural in Arabic, no gendered past tense in Polish', () => {
    for (const key of NEWS_KEYS) {
      // A singular "you" in Arabic (دفعت، حجزت، عليك، لك) or a -łeś/-łaś verb in Polish would choose one.
      expect(ar[key]).not.toMatch(SINGULAR_YOU_AR);
      expect(pl[key]).not.toMatch(/łeś|łaś|Pan\b|Pani\b/);
    }
  });
});

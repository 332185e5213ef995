import type { PublicEvent } from '@minbar/api/schemas/events';
import { photoSources } from '@minbar/domain/input/photo-ref';
import ar from './messages/ar.json';
import en from './messages/en.json';
import pl from './messages/pl.json';

/*
 * The events page's first card, written into the page by the server so the page paints it before
 * its code has arrived: its photo is the page's largest paint, which React would draw only once the
 * page's chunk, its data and its messages had arrived and run. It is the public site's card
 * (apps/public-site/src/features/events/components/event-card.tsx) as far as a phone shows it
 * above the fold: the photo (or the date leaf of an event without one), the name, when, where and
 * the booking deadline; the text, prices and Book come with React, which replaces this card on its
 * first render. The same markup is written twice: tests/fixtures/first-event-card.json holds both
 * to the same output (this module's test and the public site's events-card-shell test).
 */

export const EVENT_CARD_LANGUAGES = ['en', 'ar', 'pl'] as const;
export type EventCardLanguage = (typeof EVENT_CARD_LANGUAGES)[number];

const LABELS: Record<EventCardLanguage, typeof en> = { en, ar, pl };

/** Where the built page leaves room for it: inside the events' section, under its heading. */
export const EVENTS_SHELL_MARK = '<!--page-shell:events-->';

/** The card's `sizes` (the public site's event-photo-sizes.ts): the browser picks the same file. */
export const EVENT_PHOTO_SIZES = '(min-width: 64rem) 30rem, (min-width: 40rem) 50vw, 100vw';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Dates as the site writes them (its wall-clock.ts): the centre's wall clock formatted in UTC, so no
 * time zone moves it, in the language with Latin digits.
 */
function wallClock(language: EventCardLanguage) {
  const locale = `${language}-u-nu-latn`;
  const at = (date: string, time: string | null) => {
    const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
    const [hours = 0, minutes = 0] = (time ?? '00:00').split(':').map(Number);
    return new Date(Date.UTC(year, month - 1, day, hours, minutes));
  };
  const dayOptions = { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' } as const;
  const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options);
  return {
    when: (date: string, time: string | null) =>
      format(
        time
          ? { ...dayOptions, weekday: 'long', hour: 'numeric', minute: '2-digit' }
          : { ...dayOptions, weekday: 'long' },
      ).format(at(date, time)),
    day: (date: string) => format(dayOptions).format(at(date, null)),
    leaf: (date: string) => ({
      weekday: format({ timeZone: 'UTC', weekday: 'long' }).format(at(date, null)),
      day: format({ timeZone: 'UTC', day: 'numeric' }).format(at(date, null)),
      month: format({ timeZone: 'UTC', month: 'long' }).format(at(date, null)),
    }),
  };
}

/** The calendar-days drawing the site's date leaf shows (its calendar-days-icon.tsx). */
const CALENDAR_DAYS_ICON =
  '<svg class="event-card__leaf-icon" viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M8 2v3M16 2v3"></path><rect x="3" y="3" width="18" height="18" rx="2"></rect><path d="M3 9h18M8 13h.01M12 13h.01M16 13h.01M8 17h.01M12 17h.01M16 17h.01"></path></svg>';

/**
 * The photo as the card's <picture> offers it (UploadedImage), fetched at once and first: it is
 * what the visitor waits to see (fetchpriority is the one attribute the React card does not carry;
 * its own preload asks at high priority already).
 */
function pictureHtml(photo: string): string {
  const sources = photoSources(photo);
  const srcset = sources.jpegSrcSet
    ? ` srcset="${escapeHtml(sources.jpegSrcSet)}" sizes="${EVENT_PHOTO_SIZES}"`
    : '';
  const img = `<img class="content-card__image" src="${escapeHtml(sources.src)}"${srcset} alt="" width="640" height="360" fetchpriority="high"/>`;
  if (!sources.webpSrcSet) return img;
  return `<picture class="uploaded-image"><source type="image/webp" srcset="${escapeHtml(sources.webpSrcSet)}" sizes="${EVENT_PHOTO_SIZES}"/>${img}</picture>`;
}

/**
 * The first upcoming event's card in the three languages: each text once per language, marked with
 * it (`data-shell-lang`), and the page's stylesheet shows the visitor's, as the rest of the page's
 * first paint does. `event` is the event as the public list answers it in a language.
 */
export function firstEventShellHtml(event: (language: EventCardLanguage) => PublicEvent): string {
  const each = EVENT_CARD_LANGUAGES.map((language) => ({
    language,
    event: event(language),
    labels: LABELS[language],
    format: wallClock(language),
  }));
  const first = each[0]?.event;
  if (!first) return '';
  const inEach = (text: (one: (typeof each)[number]) => string, isolate = false) =>
    each
      .map((one) => {
        const escaped = escapeHtml(text(one));
        return `<span lang="${one.language}" data-shell-lang="${one.language}">${isolate ? `<bdi>${escaped}</bdi>` : escaped}</span>`;
      })
      .join('');
  const fact = (label: keyof typeof en, value: (one: (typeof each)[number]) => string, isolate = false) =>
    `<div><dt>${inEach((one) => one.labels[label])}</dt><dd>${inEach(value, isolate)}</dd></div>`;
  const leaf = (part: 'month' | 'day' | 'weekday') => inEach((one) => one.format.leaf(one.event.date)[part]);
  const headingId = `event-${first.id}-name`;
  return [
    '<ul class="content-page__list" data-shell-card><li>',
    `<article class="content-card" aria-labelledby="${headingId}">`,
    first.photo
      ? pictureHtml(first.photo)
      : `<div class="content-card__image event-card__leaf" data-slot="date-leaf" aria-hidden="true">${CALENDAR_DAYS_ICON}` +
        `<span class="event-card__leaf-month">${leaf('month')}</span><span class="event-card__leaf-day">${leaf('day')}</span>` +
        `<span class="event-card__leaf-weekday">${leaf('weekday')}</span></div>`,
    '<div class="content-card__body">',
    `<h2 class="content-card__title" id="${headingId}">${inEach((one) => one.event.event_name, true)}</h2>`,
    '<dl class="content-card__facts">',
    fact('eventCard.when', (one) => one.format.when(one.event.date, one.event.time)),
    fact('eventCard.where', (one) => one.event.address, true),
    fact('eventCard.deadline', (one) => one.format.day(one.event.registration_deadline)),
    '</dl></div></article></li></ul>',
  ].join('');
}

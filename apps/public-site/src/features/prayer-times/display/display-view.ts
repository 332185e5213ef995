import { progressBarPercent, progressPercent } from '@minbar/domain/donations/progress';
import { formatHijriDate, type HijriLocale } from '@minbar/domain/prayer/hijri';
import { latinDigitsLocale } from '@minbar/ui/provider/latin-digits';
import type { Locale } from '@minbar/ui/provider/ui-messages';
import { wallClockFormat } from '../../../lib/wall-clock';
import { countdownText } from '../countdown-text';
import type { CampaignProgress, UpcomingEvent } from '../data/prayer-times-source';
import type { BoardRow, PrayerBoard, PrayerTimesData } from '../model/prayer-board';
import { cityName, type PrayerMessages, type PrayerText } from '../prayer-messages';
import { stripIndexAt } from './strip-rotation';

/** Everything the display shows at one instant. */
export type DisplayState =
  | { phase: 'loading' }
  | { phase: 'unavailable' }
  | {
      phase: 'ready';
      data: PrayerTimesData;
      board: PrayerBoard;
      now: number;
      /** True while the last refresh failed and the times shown are the last ones received. */
      stale: boolean;
      upcoming: readonly UpcomingEvent[];
      campaigns: readonly CampaignProgress[];
    };

export interface DisplayView {
  render(state: DisplayState): void;
}

/** Creates an element with a class and, optionally, its text. */
function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Writes only what changed: the display renders every second for weeks, and layout is not free. */
function setText(node: Node, text: string): void {
  if (node.textContent !== text) node.textContent = text;
}

function setAttribute(node: Element, name: string, value: string | null): void {
  if (value === null) {
    if (node.hasAttribute(name)) node.removeAttribute(name);
  } else if (node.getAttribute(name) !== value) node.setAttribute(name, value);
}

/** A run of Latin digits kept left to right inside Arabic text (a time). */
function digits(className: string): HTMLElement {
  const node = element('bdi', className);
  node.dir = 'ltr';
  return node;
}

interface RowNodes {
  row: HTMLTableRowElement;
  name: HTMLElement;
  badge: HTMLElement;
  athan: HTMLElement;
  iqama: HTMLElement;
}

/**
 * The display's page, built once and then patched in place each second: the clock and both dates, the
 * next prayer with its countdown, today's table with the current and next rows marked, the stale mark
 * and the strip of the centre's coming events and campaigns, one of each at a time. Nothing is
 * interactive: it runs unattended.
 */
export function createDisplayView(
  root: HTMLElement,
  locale: Locale,
  messages: PrayerMessages,
  t: PrayerText,
): DisplayView {
  const numbering = latinDigitsLocale(locale);
  const wall = wallClockFormat(locale);
  const clockFormats = new Map<
    string,
    { time: Intl.DateTimeFormat; date: Intl.DateTimeFormat; stamp: Intl.DateTimeFormat }
  >();
  const formatsIn = (timeZone: string) => {
    let formats = clockFormats.get(timeZone);
    if (!formats) {
      formats = {
        time: new Intl.DateTimeFormat(numbering, { timeZone, hour: 'numeric', minute: '2-digit' }),
        date: new Intl.DateTimeFormat(numbering, {
          timeZone,
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          year: 'numeric',
        }),
        stamp: new Intl.DateTimeFormat(numbering, {
          timeZone,
          day: 'numeric',
          month: 'short',
          hour: 'numeric',
          minute: '2-digit',
        }),
      };
      clockFormats.set(timeZone, formats);
    }
    return formats;
  };

  const main = element('main', 'display');
  const heading = element('h1', 'display__heading');
  const header = element('header', 'display__header');
  const clock = element('time', 'display__clock');
  const dates = element('div', 'display__dates');
  const date = element('p', 'display__date');
  const hijri = element('p', 'display__hijri');
  dates.append(date, hijri);
  header.append(clock, dates);

  const next = element('section', 'display__next');
  next.setAttribute('aria-labelledby', 'display-next-label');
  const nextLabel = element('p', 'display__next-label');
  nextLabel.id = 'display-next-label';
  // Words and units in the language's own direction, not a run of digits.
  const countdown = element('p', 'display__countdown');
  next.append(nextLabel, countdown);

  const message = element('p', 'display__message');
  const table = element('table', 'display__table');
  const caption = element('caption', 'visually-hidden');
  const head = element('thead', '');
  const headRow = element('tr', '');
  for (const id of ['prayer.column.prayer', 'prayer.column.athan', 'prayer.column.iqama'] as const) {
    const cell = element('th', 'display__column', t(id));
    cell.scope = 'col';
    headRow.append(cell);
  }
  head.append(headRow);
  const body = element('tbody', '');
  table.append(caption, head, body);

  const stale = element('p', 'display__stale');
  const upcoming = element('div', 'display__upcoming');
  const eventsPart = element('section', 'display__strip-part');
  const upcomingHeading = element('h2', 'display__upcoming-heading', t('display.upcoming'));
  const upcomingList = element('ul', 'display__upcoming-list');
  const upcomingPage = element('p', 'display__strip-page');
  eventsPart.append(upcomingHeading, upcomingList, upcomingPage);
  const campaignsPart = element('section', 'display__strip-part display__strip-part--campaigns');
  const campaignsHeading = element('h2', 'display__upcoming-heading', t('display.campaigns'));
  const campaignsList = element('ul', 'display__campaigns-list');
  const campaignsPage = element('p', 'display__strip-page');
  campaignsPart.append(campaignsHeading, campaignsList, campaignsPage);
  upcoming.append(eventsPart, campaignsPart);
  const percent = new Intl.NumberFormat(numbering, { style: 'percent', maximumFractionDigits: 0 });

  main.append(heading, header, next, message, table, stale, upcoming);
  root.replaceChildren(main);

  const clockDigits = element('span', 'display__clock-digits');
  const clockPeriod = element('span', 'display__period');
  clock.append(clockDigits, clockPeriod);

  /** The hours and minutes large, the day period (AM, PM, ص, م) beside them, smaller. */
  function paintClock(parts: Intl.DateTimeFormatPart[]) {
    const period = parts.find((part) => part.type === 'dayPeriod')?.value ?? '';
    const digitsText = parts
      .filter((part) => part.type === 'hour' || part.type === 'minute' || part.type === 'literal')
      .map((part) => part.value)
      .join('')
      .trim();
    setText(clockDigits, digitsText);
    setText(clockPeriod, period);
    setAttribute(clockPeriod, 'hidden', period ? null : '');
  }

  let rows: RowNodes[] = [];
  let rowNames = '';
  let upcomingKey = '';
  let campaignsKey = '';

  function buildRows(board: PrayerBoard) {
    const names = board.rows.map((row) => row.name).join(' ');
    if (names === rowNames) return;
    rowNames = names;
    rows = board.rows.map((row) => {
      const tr = element('tr', 'display__row');
      const nameCell = element('th', 'display__name');
      nameCell.scope = 'row';
      const name = element('span', '', t(`prayer.name.${row.name}`));
      const badge = element('span', 'display__badge');
      nameCell.append(name, badge);
      const athanCell = element('td', 'display__time');
      const athan = digits('');
      athanCell.append(athan);
      const iqamaCell = element('td', 'display__time display__time--iqama');
      const iqama = digits('');
      iqamaCell.append(iqama);
      tr.append(nameCell, athanCell, iqamaCell);
      return { row: tr, name, badge, athan, iqama };
    });
    body.replaceChildren(...rows.map((nodes) => nodes.row));
  }

  function paintRow(nodes: RowNodes, row: BoardRow) {
    setAttribute(nodes.row, 'data-state', row.state);
    setText(nodes.athan, row.athan ? wall.time(row.athan) : '–');
    // Sunrise has no iqama: its cell stays empty rather than claiming one is missing.
    setText(nodes.iqama, row.name === 'sunrise' ? '' : row.iqama ? wall.time(row.iqama) : '–');
    const badge =
      row.state === 'current' ? t('prayer.state.now') : row.state === 'next' ? t('prayer.state.next') : '';
    setText(nodes.badge, badge);
    setAttribute(nodes.badge, 'hidden', badge ? null : '');
  }

  /**
   * One item of a strip's list at a time, in turn (stripIndexAt), with where it stands among them
   * ('2 of 3') so the hall knows more follow.
   */
  function showInTurn(list: HTMLElement, page: HTMLElement, now: number) {
    const items = Array.from(list.children);
    const shown = stripIndexAt(now, items.length);
    items.forEach((item, index) => {
      setAttribute(item, 'hidden', index === shown ? null : '');
    });
    setText(page, items.length > 1 ? t('display.stripPage', { index: shown + 1, count: items.length }) : '');
    setAttribute(page, 'hidden', items.length > 1 ? null : '');
  }

  function paintUpcoming(events: readonly UpcomingEvent[]) {
    const key = events.map((event) => `${event.id}|${event.name}|${event.date}|${event.time}`).join('\n');
    if (key === upcomingKey) return;
    upcomingKey = key;
    upcomingList.replaceChildren(
      ...events.map((event) => {
        const item = element('li', 'display__upcoming-item');
        item.append(element('span', 'display__upcoming-name', event.name));
        item.append(element('span', 'display__upcoming-when', wall.when(event.date, event.time)));
        return item;
      }),
    );
    setAttribute(eventsPart, 'hidden', events.length > 0 ? null : '');
  }

  function paintCampaigns(open: readonly CampaignProgress[]) {
    const key = open
      .map(
        (campaign) =>
          `${campaign.id}|${campaign.name}|${campaign.collected}|${campaign.target}|${campaign.donors}`,
      )
      .join('\n');
    if (key === campaignsKey) return;
    campaignsKey = key;
    campaignsList.replaceChildren(
      ...open.map((campaign) => {
        const item = element('li', 'display__campaign');
        item.append(element('span', 'display__campaign-name', campaign.name));
        // The same percent and bar as every other screen; a campaign without a target has neither.
        if (campaign.target > 0) {
          const share = percent.format(progressPercent(campaign.collected, campaign.target) / 100);
          item.append(element('span', 'display__campaign-share', share));
          const bar = element('span', 'display__campaign-bar');
          bar.setAttribute('aria-hidden', 'true');
          const fill = element('span', 'display__campaign-fill');
          fill.style.inlineSize = `${progressBarPercent(campaign.collected, campaign.target)}%`;
          bar.append(fill);
          item.append(bar);
        }
        // How many have given already: a hall's nudge that others have, and how many.
        if (campaign.donors > 0) {
          item.append(
            element(
              'span',
              'display__campaign-donors',
              t('display.campaignDonors', { count: campaign.donors }),
            ),
          );
        }
        return item;
      }),
    );
    setAttribute(campaignsPart, 'hidden', open.length > 0 ? null : '');
  }

  return {
    render(state) {
      setAttribute(main, 'data-phase', state.phase);
      if (state.phase !== 'ready') {
        for (const part of [header, next, table, stale, upcoming]) setAttribute(part, 'hidden', '');
        setText(heading, '');
        setAttribute(heading, 'hidden', '');
        setText(message, t(state.phase === 'loading' ? 'display.loading' : 'display.unavailable'));
        setAttribute(message, 'hidden', null);
        return;
      }
      const { data, board, now } = state;
      const formats = formatsIn(data.timeZone);
      setAttribute(heading, 'hidden', null);
      const title = t('display.heading', { city: cityName(messages, t, data.city) });
      setText(heading, title);
      setText(caption, title);
      setAttribute(header, 'hidden', null);
      paintClock(formats.time.formatToParts(now));
      setAttribute(clock, 'datetime', new Date(now).toISOString());
      setText(date, formats.date.format(now));
      setText(hijri, formatHijriDate(board.today, data.hijriOffset, locale as HijriLocale));

      const { moment } = board;
      if (moment.next && moment.countdownSeconds !== null) {
        const prayer = t(`prayer.name.${moment.next.name}`);
        setText(
          nextLabel,
          t(moment.next.kind === 'iqama' ? 'prayer.next.iqama' : 'prayer.next.start', { prayer }),
        );
        setText(countdown, countdownText(t, moment.countdownSeconds));
        setAttribute(next, 'data-kind', moment.next.kind);
        setAttribute(next, 'hidden', null);
      } else {
        setAttribute(next, 'hidden', '');
      }

      if (board.rows.length === 0) {
        setText(message, t('prayer.gap.noTimesToday'));
        setAttribute(message, 'hidden', null);
        setAttribute(table, 'hidden', '');
      } else {
        const gap = moment.gap === 'no_times_tomorrow' ? t('prayer.gap.noTimesTomorrow') : '';
        setText(message, gap);
        setAttribute(message, 'hidden', gap ? null : '');
        buildRows(board);
        board.rows.forEach((row, index) => {
          const nodes = rows[index];
          if (nodes) paintRow(nodes, row);
        });
        setAttribute(table, 'hidden', null);
      }

      setText(stale, state.stale ? t('display.stale', { time: formats.stamp.format(data.fetchedAt) }) : '');
      setAttribute(stale, 'hidden', state.stale ? null : '');
      paintUpcoming(state.upcoming);
      paintCampaigns(state.campaigns);
      showInTurn(upcomingList, upcomingPage, now);
      showInTurn(campaignsList, campaignsPage, now);
      setAttribute(upcoming, 'hidden', state.upcoming.length + state.campaigns.length > 0 ? null : '');
    },
  };
}

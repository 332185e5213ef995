import { addDays, type CalendarDay, monthGrid } from '@minbar/domain/prayer/calendar';
import { type KeyboardEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useDirection, useUiLocale } from '../provider/ui-locale';
import './calendar-grid.css';

export interface CalendarDayState {
  /** A day with data (prayer times entered): drawn highlighted. */
  highlighted?: boolean;
  /** A day with a second kind of data (covered by an iqama setting): drawn with a mark. */
  marked?: boolean;
  /** What the highlight and the mark mean, added to the day's accessible name. */
  description?: string;
}

export interface CalendarGridProps {
  /** The year shown. */
  year: number;
  /** 1-12. */
  month: number;
  /** 'YYYY-MM-DD'. */
  selectedDate?: string | null;
  /** Called with the chosen day as `YYYY-MM-DD`. */
  onSelect: (date: string) => void;
  /** The state of a day of the month; days outside the month are never asked. */
  dayState?: (date: string) => CalendarDayState;
  /** Extra content under the day number (a time, a label). */
  renderDay?: (day: CalendarDay) => ReactNode;
  /** The grid's accessible name; the visible month title is the caption. */
  label?: string;
}

const UTC = 'UTC';
/** 2023-01-01 was a Sunday: the header's weekday names are read from that week. */
const FIRST_SUNDAY = Date.UTC(2023, 0, 1);
const DAY_MS = 86_400_000;

function utcDate(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

function useFormatters(locale: string) {
  return useMemo(() => {
    const options = { timeZone: UTC, numberingSystem: 'latn' } as const;
    return {
      weekdayShort: new Intl.DateTimeFormat(locale, { ...options, weekday: 'short' }),
      weekdayNarrow: new Intl.DateTimeFormat(locale, { ...options, weekday: 'narrow' }),
      weekdayLong: new Intl.DateTimeFormat(locale, { ...options, weekday: 'long' }),
      fullDate: new Intl.DateTimeFormat(locale, { ...options, dateStyle: 'full' }),
      monthTitle: new Intl.DateTimeFormat(locale, { ...options, month: 'long', year: 'numeric' }),
      number: new Intl.NumberFormat(locale, { numberingSystem: 'latn' }),
    };
  }, [locale]);
}

/**
 * A month as a grid of whole weeks, Sunday first, following the ARIA grid pattern:
 * one day is in the tab order, arrow keys move by day and week (mirrored in right-to-left), Home and
 * End go to the week's ends, Enter or Space selects. Days of the neighbouring months are shown for
 * shape only: inert, not focusable, hidden from assistive technology.
 */
export function CalendarGrid({
  year,
  month,
  selectedDate,
  onSelect,
  dayState,
  renderDay,
  label,
}: CalendarGridProps) {
  const locale = useUiLocale();
  const direction = useDirection();
  const format = useFormatters(locale);
  const weeks = useMemo(() => monthGrid(year, month), [year, month]);
  const inMonth = useMemo(() => weeks.flat().filter((day) => day.inMonth), [weeks]);
  const first = inMonth[0]?.date ?? '';
  const last = inMonth[inMonth.length - 1]?.date ?? '';
  const clamp = (date: string) => (date < first ? first : date > last ? last : date);
  const selectedInMonth = selectedDate && selectedDate >= first && selectedDate <= last ? selectedDate : null;
  const [focusedDate, setFocusedDate] = useState(selectedInMonth ?? first);
  const gridRef = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);

  // A new month or an outside selection moves the roving tab stop to a day that exists here.
  useEffect(() => {
    setFocusedDate((current) => selectedInMonth ?? (current >= first && current <= last ? current : first));
  }, [selectedInMonth, first, last]);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${focusedDate}"]`)?.focus();
  }, [focusedDate]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, date: string) => {
    const forward = direction === 'rtl' ? -1 : 1;
    const weekday = utcDate(date).getUTCDay();
    const steps: Record<string, number> = {
      ArrowRight: forward,
      ArrowLeft: -forward,
      ArrowDown: 7,
      ArrowUp: -7,
      Home: -weekday,
      End: 6 - weekday,
    };
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(date);
      return;
    }
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocusedDate(clamp(addDays(date, step)));
  };

  const title = format.monthTitle.format(new Date(Date.UTC(year, month - 1, 1)));

  return (
    <table
      ref={gridRef}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG date-picker grid is a table with role grid
      role="grid"
      data-slot="calendar-grid"
      className="ui-calendar-grid"
      aria-label={label ? `${label}, ${title}` : title}
    >
      <caption data-slot="caption" className="ui-calendar-grid__caption">
        {title}
      </caption>
      <thead>
        <tr>
          {Array.from({ length: 7 }, (_, index) => {
            const day = new Date(FIRST_SUNDAY + index * DAY_MS);
            return (
              <th key={day.toISOString()} scope="col" abbr={format.weekdayLong.format(day)}>
                {/* Arabic's short names are whole words: a phone's column takes the narrow form. */}
                <span data-slot="weekday-short">{format.weekdayShort.format(day)}</span>
                <span data-slot="weekday-narrow">{format.weekdayNarrow.format(day)}</span>
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]?.date}>
            {week.map((day) => {
              if (!day.inMonth)
                return (
                  <td key={day.date} data-slot="outside-day" className="ui-calendar-grid__day" data-outside>
                    <span aria-hidden="true">{format.number.format(day.day)}</span>
                  </td>
                );
              const state = dayState?.(day.date) ?? {};
              const selected = day.date === selectedDate;
              const name = [format.fullDate.format(utcDate(day.date)), state.description]
                .filter(Boolean)
                .join(', ');
              return (
                <td
                  key={day.date}
                  // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a selectable day of the APG date grid
                  role="gridcell"
                  data-slot="day"
                  data-date={day.date}
                  data-selected={selected || undefined}
                  data-highlighted={state.highlighted || undefined}
                  data-marked={state.marked || undefined}
                  className="ui-calendar-grid__day"
                  aria-selected={selected}
                  tabIndex={day.date === focusedDate ? 0 : -1}
                  onClick={() => {
                    setFocusedDate(day.date);
                    onSelect(day.date);
                  }}
                  onKeyDown={(event) => onKeyDown(event, day.date)}
                >
                  {/* The name is the full date and what the day holds; the number alone would say little. */}
                  <span className="visually-hidden">{name}</span>
                  <span className="ui-calendar-grid__number" aria-hidden="true">
                    {format.number.format(day.day)}
                  </span>
                  {state.marked ? <span className="ui-calendar-grid__mark" aria-hidden="true" /> : null}
                  {renderDay ? <span className="ui-calendar-grid__content">{renderDay(day)}</span> : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

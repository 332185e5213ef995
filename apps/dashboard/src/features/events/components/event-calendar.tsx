import type { EventListItem } from '@minbar/api/schemas/events';
import { firstWords } from '@minbar/domain/events/words';
import { Button } from '@minbar/ui/button/button';
import { HoverCard } from '@minbar/ui/hover-card/hover-card';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { ViewPanel, ViewSwitch } from '@minbar/ui/view-switch/view-switch';
import type { ReactNode } from 'react';
import { useEventsT } from '../events-intl';
import { type CalendarView, eventsByDate, monthOf, weekDates } from '../events-model';
import {
  formatDayHeading,
  formatDayNumber,
  formatEventTime,
  formatMonthTitle,
  formatWeekday,
  formatWeekTitle,
} from '../format';
import './events.css';

export interface EventCalendarProps {
  view: CalendarView;
  onViewChange: (view: CalendarView) => void;
  /** A day of the period shown: its month, or its Sunday-to-Saturday week. */
  anchor: string;
  /** Previous or next period (-1, 1), or back to today (0). */
  onStep: (step: -1 | 0 | 1) => void;
  /** The mosque's today, marked in the grid. */
  today: string;
  /** Undefined while the list loads. */
  events?: readonly EventListItem[];
  /** The details card of an event, shown on hover or focus. */
  renderDetails: (event: EventListItem) => ReactNode;
  /** An event whose card is open from the start (stories). */
  openEventId?: number;
}

/** The events calendar: Month and Week views, Sunday first, each event with its details on hover or focus. */
export function EventCalendar(props: EventCalendarProps) {
  const t = useEventsT();
  const locale = useUiLocale();
  const { view, anchor } = props;
  const byDate = eventsByDate(props.events ?? []);
  const month = monthOf(anchor);
  const week = weekDates(anchor);
  const title =
    view === 'month'
      ? formatMonthTitle(locale, month.year, month.month)
      : formatWeekTitle(locale, week[0] ?? anchor, week[6] ?? anchor);
  const periodDates =
    view === 'month'
      ? month.weeks
          .flat()
          .filter((day) => day.inMonth)
          .map((day) => day.date)
      : week;
  const periodEmpty = props.events !== undefined && periodDates.every((date) => !byDate.has(date));

  const chips = (date: string, withTime: boolean) => (
    <ul className="events-day__events">
      {(byDate.get(date) ?? []).map((event) => (
        <li key={event.id}>
          <EventChip
            event={event}
            withTime={withTime}
            open={props.openEventId === event.id ? true : undefined}
            details={props.renderDetails(event)}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <section className="events-calendar" aria-labelledby="events-calendar-title">
      <div className="events-calendar__toolbar">
        <div className="events-calendar__nav">
          <Button variant="secondary" size="sm" onClick={() => props.onStep(-1)}>
            <span aria-hidden="true" className="events-arrow">
              ‹
            </span>
            <span className="visually-hidden">
              {view === 'month' ? t('events.nav.previousMonth') : t('events.nav.previousWeek')}
            </span>
          </Button>
          <Button variant="secondary" size="sm" onClick={() => props.onStep(0)}>
            {t('events.nav.today')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => props.onStep(1)}>
            <span aria-hidden="true" className="events-arrow">
              ›
            </span>
            <span className="visually-hidden">
              {view === 'month' ? t('events.nav.nextMonth') : t('events.nav.nextWeek')}
            </span>
          </Button>
        </div>
        <h2 id="events-calendar-title" className="events-calendar__title" aria-live="polite">
          {title}
        </h2>
      </div>
      <ViewSwitch
        label={t('events.views')}
        views={[
          { value: 'month', label: t('events.view.month') },
          { value: 'week', label: t('events.view.week') },
        ]}
        value={view}
        onValueChange={props.onViewChange}
      >
        <ViewPanel value="month">
          {view === 'month' ? (
            <table className="events-month" aria-labelledby="events-calendar-title">
              <thead>
                <tr>
                  {(month.weeks[0] ?? []).map((day) => (
                    <th key={day.date} scope="col" abbr={formatWeekday(locale, day.date, 'long')}>
                      {formatWeekday(locale, day.date, 'short')}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {month.weeks.map((days) => (
                  <tr key={days[0]?.date}>
                    {days.map((day) => (
                      <td
                        key={day.date}
                        className="events-day"
                        data-outside={!day.inMonth || undefined}
                        data-empty={!byDate.has(day.date) || undefined}
                        data-today={day.date === props.today || undefined}
                      >
                        <span className="events-day__number" aria-hidden="true">
                          {formatDayNumber(locale, day.date)}
                        </span>
                        <span className="events-day__heading">{formatDayHeading(locale, day.date)}</span>
                        {day.inMonth ? chips(day.date, true) : null}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </ViewPanel>
        <ViewPanel value="week">
          {view === 'week' ? (
            <ol className="events-week">
              {week.map((date) => (
                <li
                  key={date}
                  className="events-week__day"
                  data-today={date === props.today || undefined}
                  data-empty={!byDate.has(date) || undefined}
                >
                  <h3 className="events-week__heading">{formatDayHeading(locale, date)}</h3>
                  {chips(date, true)}
                </li>
              ))}
            </ol>
          ) : null}
        </ViewPanel>
      </ViewSwitch>
      {periodEmpty ? (
        <p className="events-calendar__empty">
          {view === 'month' ? t('events.calendar.emptyMonth') : t('events.calendar.emptyWeek')}
        </p>
      ) : null}
    </section>
  );
}

function EventChip({
  event,
  withTime,
  open,
  details,
}: {
  event: EventListItem;
  withTime: boolean;
  open?: boolean;
  details: ReactNode;
}) {
  const t = useEventsT();
  const locale = useUiLocale();
  const canceled = event.status === 'canceled';
  return (
    <HoverCard
      open={open}
      label={t('events.details.label', { name: isolateText(event.event_name) })}
      triggerClassName="events-chip"
      trigger={
        <span className="events-chip__inner" data-canceled={canceled || undefined}>
          {withTime && event.time ? (
            <span className="events-chip__time">{formatEventTime(locale, event.time)}</span>
          ) : null}
          <bdi className="events-chip__name">{firstWords(event.event_name)}</bdi>
          {canceled ? <span className="events-chip__status">{t('events.status.canceled')}</span> : null}
        </span>
      }
    >
      {details}
    </HoverCard>
  );
}

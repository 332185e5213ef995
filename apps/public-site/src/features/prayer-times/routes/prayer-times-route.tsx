import { publicFeedPath } from '@minbar/api/schemas/public-prayer';
import { datesBetween, daysInMonth, isoDate, mosqueToday, stepMonth } from '@minbar/domain/prayer/calendar';
import { Button } from '@minbar/ui/button/button';
import { latinDigitsLocale } from '@minbar/ui/provider/latin-digits';
import { type Locale, useUiLocale } from '@minbar/ui/provider/ui-provider';
import { NativeSelect } from '@minbar/ui/select/native-select';
import { startTransition, useId, useMemo } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useAppMessages } from '../../../lib/app-intl';
import { Loadable } from '../../../lib/loadable';
import { SavedNote, savedAtFor } from '../../../lib/saved-answers';

import { MonthTable, MonthTablePlaceholder } from '../components/month-table';
import { TodayCard } from '../components/today-card';
import { usePrayerTimesData } from '../data/prayer-times-provider';
import { prayerTimesKeys, useCities, useMonthTimes, useUpcomingTimes } from '../data/prayer-times-queries';
import { useNow } from '../data/use-now';
import { usePrayerIntl } from '../prayer-intl';
import '../../../lib/content-page.css';
import '../timetable.css';

/** '2026-11' from the address, or null when missing or not a month. */
function monthFromAddress(text: string | null): { year: number; month: number } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(text ?? '');
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year, month } : null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * /prayer-times: today's prayers with the countdown, the month's timetable with Hijri dates, a print
 * view and the calendar subscription, in the visitor's language. The city and the month live in the
 * address (?city=Warsaw&month=2026-11), so a printed or shared link shows the same table.
 */
export default function PrayerTimesRoute() {
  const { t } = usePrayerIntl();
  const site = useAppMessages();
  const { cache } = usePrayerTimesData();
  return (
    <section className="content-page timetable-page" aria-labelledby="timetable-title">
      <header className="content-page__header timetable-page__header">
        <h1 id="timetable-title">{t('timetable.title')}</h1>
        <p>{t('timetable.intro')}</p>
      </header>
      <Loadable
        loadingText={t('timetable.loading')}
        failureText={t('timetable.failed')}
        retryText={site('common.retry')}
        onRetry={() => cache.forget(prayerTimesKeys.all)}
      >
        <Timetable />
      </Loadable>
    </section>
  );
}

function Timetable() {
  const locale = useUiLocale();
  const { t, city: cityName } = usePrayerIntl();
  const site = useAppMessages();
  const { cache } = usePrayerTimesData();
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const askedCity = search.get('city') ?? undefined;
  const upcoming = useUpcomingTimes(askedCity);
  const { cities } = useCities();
  const now = useNow();
  const today = mosqueToday(new Date(now), upcoming.timeZone);
  const [todayYear = 0, todayMonth = 1] = today.split('-').map(Number);
  const shown = monthFromAddress(search.get('month')) ?? { year: todayYear, month: todayMonth };
  const city = upcoming.city;
  const citySelectId = useId();

  const monthLabel = useMemo(
    () =>
      new Intl.DateTimeFormat(latinDigitsLocale(locale), {
        timeZone: 'UTC',
        month: 'long',
        year: 'numeric',
      }).format(new Date(Date.UTC(shown.year, shown.month - 1, 15))),
    [locale, shown.year, shown.month],
  );

  // A transition: the page shown stays while the next month loads, instead of a loading line in its place.
  const go = (changes: { city?: string; year?: number; month?: number }) => {
    const next = new URLSearchParams();
    const chosenCity = changes.city ?? askedCity;
    if (chosenCity) next.set('city', chosenCity);
    next.set('month', `${changes.year ?? shown.year}-${pad(changes.month ?? shown.month)}`);
    startTransition(() => navigate(`/prayer-times?${next.toString()}`, { replace: true }));
  };
  const step = (by: number) => go(stepMonth(shown.year, shown.month, by));
  const feed = feedAddresses(city, locale);

  return (
    <>
      {/* Read as the page renders (the clock re-renders it): the times shown are as old as their answers. */}
      <SavedNote
        savedAt={savedAtFor('/api/settings', '/api/public/prayer-times')}
        now={now}
        message={(age) => t('timetable.saved', { age })}
      />
      <TodayCard data={upcoming} now={now} />
      <div className="timetable-page__toolbar">
        {cities.length > 1 ? (
          <div className="timetable-page__city">
            <label htmlFor={citySelectId}>{t('timetable.city')}</label>
            <NativeSelect
              id={citySelectId}
              value={city}
              onChange={(event) => go({ city: event.target.value })}
            >
              {cities.map((each) => (
                <option key={each} value={each}>
                  {cityName(each)}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
        <div className="timetable-page__month">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => step(-1)}
            aria-label={t('timetable.month.previous')}
          >
            <span aria-hidden="true" className="timetable-page__arrow">
              ‹
            </span>
          </Button>
          <h2 className="timetable-page__month-label" aria-live="polite">
            {monthLabel}
          </h2>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => step(1)}
            aria-label={t('timetable.month.next')}
          >
            <span aria-hidden="true" className="timetable-page__arrow">
              ›
            </span>
          </Button>
        </div>
        <Button variant="secondary" size="sm" onClick={() => window.print()}>
          {t('timetable.print')}
        </Button>
      </div>
      <Loadable
        loadingText={t('timetable.loading')}
        failureText={t('timetable.failed')}
        retryText={site('common.retry')}
        onRetry={() => cache.forget(prayerTimesKeys.month(city, shown.year, shown.month))}
        placeholder={
          <MonthTablePlaceholder
            dates={monthDates(shown.year, shown.month)}
            caption={t('timetable.caption', { city: cityName(city), month: monthLabel })}
          />
        }
      >
        <Month city={city} year={shown.year} month={shown.month} monthLabel={monthLabel} today={today} />
      </Loadable>
      <aside className="timetable-page__subscribe" aria-labelledby="timetable-subscribe">
        <h2 id="timetable-subscribe" className="visually-hidden">
          {t('timetable.subscribe')}
        </h2>
        <a className="timetable-page__subscribe-link" href={feed.webcal}>
          {t('timetable.subscribe')}
        </a>
        <p>{t('timetable.subscribeHint')}</p>
        <a href={feed.https} download>
          {t('timetable.download')}
        </a>
        <p>
          <Link href={`/reminders?city=${encodeURIComponent(city)}`}>{t('reminders.link')}</Link>
        </p>
      </aside>
      <p className="timetable-page__printed">{t('timetable.printedOn')}</p>
    </>
  );
}

function Month(props: { city: string; year: number; month: number; monthLabel: string; today: string }) {
  const { t } = usePrayerIntl();
  const data = useMonthTimes(props.city, props.year, props.month);
  if (data.days.length === 0)
    return <p className="timetable-page__empty">{t('timetable.empty', { month: props.monthLabel })}</p>;
  return (
    <MonthTable
      data={data}
      dates={monthDates(props.year, props.month)}
      monthLabel={props.monthLabel}
      today={props.today}
    />
  );
}

/** Every date of a month, 'YYYY-MM-DD'. */
function monthDates(year: number, month: number): string[] {
  return datesBetween(isoDate(year, month, 1), isoDate(year, month, daysInMonth(year, month)));
}

/** The feed of this site's server: webcal:// for a subscription, https:// for a one-off download. */
function feedAddresses(city: string, locale: Locale): { webcal: string; https: string } {
  const path = `/api${publicFeedPath({ city, lang: locale })}`;
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const https = new URL(path, origin).toString();
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
}

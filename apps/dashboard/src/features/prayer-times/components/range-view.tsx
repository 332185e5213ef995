import type { PrayerRangeRow } from '@minbar/api/schemas/prayer';
import { RANGE_VIEW_CITIES } from '@minbar/domain/prayer/cities';
import { Button } from '@minbar/ui/button/button';
import { DateField } from '@minbar/ui/date-field/date-field';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { Select } from '@minbar/ui/select/select';
import { useEffect, useState } from 'react';
import { formatShortDate } from '../format';
import { type PrayerFeedback, usePrayerT } from '../prayer-intl';
import type { RangeQuery } from '../queries/use-range-times';
import { useCityName } from '../use-city-name';
import { usePrayerFeedbackText } from '../use-prayer-feedback';
import { RangeTable } from './range-table';

export interface RangeViewProps {
  /** The range whose results are shown; the form edits a draft and submits a new one. */
  query: RangeQuery;
  onQueryChange: (query: RangeQuery) => void;
  rows: PrayerRangeRow[];
  loading?: boolean;
  error?: PrayerFeedback | null;
  selectedDate: string;
  onSelectDate: (date: string) => void;
}

/**
 * The Range view: from/to dates and a city limited to five, a table of athan and
 * iqama times with the setting's mode, a row click selecting the date, and a red banner on failure.
 */
export function RangeView(props: RangeViewProps) {
  const t = usePrayerT();
  const feedback = usePrayerFeedbackText();
  const locale = useUiLocale();
  const cityName = useCityName();
  const [draft, setDraft] = useState(props.query);
  useEffect(() => setDraft(props.query), [props.query]);
  const cityOptions = RANGE_VIEW_CITIES.map((city) => ({ value: city, label: cityName(city) }));

  return (
    <div className="prayer-view prayer-range">
      <h2 className="prayer-view__title">{t('prayer.range.title')}</h2>
      <form
        className="prayer-view__toolbar prayer-range__form"
        onSubmit={(event) => {
          event.preventDefault();
          props.onQueryChange(draft);
        }}
      >
        <DateField
          name="from_date"
          label={t('prayer.range.from')}
          value={draft.from}
          onChange={(from) => setDraft((current) => ({ ...current, from }))}
        />
        <DateField
          name="to_date"
          label={t('prayer.range.to')}
          value={draft.to}
          onChange={(to) => setDraft((current) => ({ ...current, to }))}
        />
        <Select
          label={t('prayer.city')}
          value={draft.city}
          onValueChange={(city) => setDraft((current) => ({ ...current, city }))}
          options={cityOptions}
        />
        <Button type="submit" loading={props.loading}>
          {t('prayer.range.show')}
        </Button>
      </form>
      {props.error ? (
        <div className="prayer-range__banner" role="alert">
          {feedback(props.error)}
        </div>
      ) : null}
      <RangeTable
        caption={
          <>
            {t('prayer.range.caption', {
              from: formatShortDate(locale, props.query.from),
              to: formatShortDate(locale, props.query.to),
              city: cityName(props.query.city),
            })}
            {props.loading || props.error ? null : (
              <span className="prayer-table__count">
                {' '}
                ({t('prayer.range.count', { count: props.rows.length })})
              </span>
            )}
          </>
        }
        rows={props.rows}
        loading={props.loading}
        empty={!props.loading && !props.error && props.rows.length === 0 ? t('prayer.range.empty') : null}
        selectedDate={props.selectedDate}
        onSelectDate={props.onSelectDate}
      />
    </div>
  );
}

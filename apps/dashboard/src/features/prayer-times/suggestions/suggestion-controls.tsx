import {
  ASR_SCHOOLS,
  type AsrSchool,
  CALCULATION_METHODS,
  type CalculationMethodName,
  DEFAULT_CALCULATION,
} from '@minbar/domain/prayer/calculated-times';
import { Button } from '@minbar/ui/button/button';
import { useId, useState } from 'react';
import { usePrayerT } from '../prayer-intl';
import { useSentenceNamingCity } from '../use-city-name';
import { type CalculatedMonth, canCalculateFor, useCalculatedMonth } from './use-calculated-month';
import './suggestion-controls.css';
import { Select } from '@minbar/ui/select/select';

export interface SuggestionControlsProps {
  city: string;
  year: number;
  /** 1-12. */
  month: number;
  /** Receives the month's calculated times by date; the modal puts them in its inputs, unsaved. */
  onFill: (days: CalculatedMonth) => void;
}

/**
 * The add-prayers modal's calculated suggestions: method and Asr school, a fill button, and a note
 * that stays visible saying these are suggestions to check against the mosque's official timetable.
 */
export function SuggestionControls({ city, year, month, onFill }: SuggestionControlsProps) {
  const t = usePrayerT();
  const namingCity = useSentenceNamingCity();
  const id = useId();
  const { fillMonth } = useCalculatedMonth();
  const [method, setMethod] = useState<CalculationMethodName>(DEFAULT_CALCULATION.method);
  const [asrSchool, setAsrSchool] = useState<AsrSchool>(DEFAULT_CALCULATION.asrSchool);
  // Remembered with the month it was for, so the status never describes another city or month.
  const [filled, setFilled] = useState<{ key: string; count: number } | null>(null);
  const monthKey = `${city}|${year}-${month}`;
  const available = canCalculateFor(city);
  const noteId = `${id}-note`;

  const fill = () => {
    const days = fillMonth(city, year, month, { method, asrSchool });
    setFilled({ key: monthKey, count: Object.keys(days).length });
    onFill(days);
  };

  return (
    <fieldset data-slot="suggestion-controls" className="prayer-suggestions">
      <legend className="prayer-suggestions__legend">{t('tools.suggest.title')}</legend>
      <p id={noteId} data-slot="suggestion-note" className="prayer-suggestions__note">
        {available
          ? namingCity(city, (name) => t('tools.suggest.note', { city: name }))
          : namingCity(city, (name) => t('tools.suggest.unknownCity', { city: name }))}
      </p>
      <div className="prayer-suggestions__fields">
        <Select
          label={t('tools.suggest.method')}
          value={method}
          disabled={!available}
          onValueChange={(next) => setMethod(next as CalculationMethodName)}
          options={CALCULATION_METHODS.map((name) => ({
            value: name,
            label: t(`tools.suggest.method.${name}`),
          }))}
        />
        <Select
          label={t('tools.suggest.asrSchool')}
          value={asrSchool}
          disabled={!available}
          onValueChange={(next) => setAsrSchool(next as AsrSchool)}
          options={ASR_SCHOOLS.map((school) => ({ value: school, label: t(`tools.suggest.asr.${school}`) }))}
        />
        <Button variant="secondary" aria-describedby={noteId} disabled={!available} onClick={fill}>
          {t('tools.suggest.fill')}
        </Button>
      </div>
      <p role="status" data-slot="suggestion-status" className="prayer-suggestions__status">
        {filled && filled.key === monthKey
          ? namingCity(city, (name) => t('tools.suggest.filled', { count: filled.count, city: name }))
          : null}
      </p>
    </fieldset>
  );
}

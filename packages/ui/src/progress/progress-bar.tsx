import {
  type ProgressLevel,
  progressBarPercent,
  progressLevel,
  progressPercent,
} from '@minbar/domain/donations/progress';
import { useUiLocale } from '../provider/ui-locale';
import './progress-bar.css';

export interface ProgressBarProps {
  /** How much has been collected so far. */
  current: number;
  /** The target; a category without one (0) shows no progress. */
  target: number;
  /** The bar's accessible name (what it measures: the campaign's name, "Collected"). */
  label: string;
  /** What a screen reader says for the value, e.g. "1,200 of 5,000 PLN"; the percent when absent. */
  valueText?: string;
  /** `md` by default; `sm` in cards. */
  size?: 'sm' | 'md';
}

/*
 * The icon marks how far a campaign has come: a seed below half, a sprout above 50 % and a full plant
 * above 80 %. It repeats what the percent says, so it is hidden from assistive technology.
 */
const LEVEL_ICONS: Record<ProgressLevel, string> = {
  low: 'M12 20v-5m0 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  medium: 'M12 21v-9m0 0c0-3 2-5 6-5 0 4-2 5-6 5Zm0 3c0-3-2-5-6-5 0 4 2 5 6 5Z',
  high: 'M12 21V9m0 0c0-3 2-6 6-6 0 4-2 6-6 6Zm0 4c0-3-2-6-6-6 0 4 2 6 6 6Zm0 4c2-2 4-2 6-1m-6 1c-2-2-4-2-6-1',
};

/** How far a campaign has come towards its target, as a `progressbar` with a readable value text. */
export function ProgressBar({ current, target, label, valueText, size = 'md' }: ProgressBarProps) {
  const locale = useUiLocale();
  const percent = progressPercent(current, target);
  const level = progressLevel(percent);
  // Digits stay Latin in every language (docs/decisions/0014).
  const percentText = new Intl.NumberFormat(`${locale}-u-nu-latn`, { style: 'percent' }).format(
    percent / 100,
  );
  return (
    <div className="ui-progress" data-size={size} data-level={level}>
      <svg className="ui-progress__icon" viewBox="0 0 24 24" aria-hidden="true" data-slot="icon">
        <path d={LEVEL_ICONS[level]} />
      </svg>
      <div
        className="ui-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText ? `${percentText}, ${valueText}` : percentText}
      >
        <div
          className="ui-progress__fill"
          data-slot="fill"
          style={{ inlineSize: `${progressBarPercent(current, target)}%` }}
        />
      </div>
      <span className="ui-progress__percent" data-slot="percent" aria-hidden="true">
        {percentText}
      </span>
    </div>
  );
}

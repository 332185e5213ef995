import type { ReactNode } from 'react';
import { useUiLocale } from '../provider/ui-locale';
import './stat-card.css';

export interface StatCardProps {
  /** What the number counts. */
  label: ReactNode;
  /** The figure: a number is grouped for the page's language with Latin digits; a string shows as given. */
  value: number | string;
  /** A decorative icon, hidden from assistive technology. */
  icon?: ReactNode;
}

/** One figure with its label (and an optional icon), as on the dashboard's overview. */
export function StatCard({ label, value, icon }: StatCardProps) {
  const locale = useUiLocale();
  // Digits stay Latin in every language (docs/decisions/0014), so the numbering system is fixed.
  const shown =
    typeof value === 'number' ? new Intl.NumberFormat(`${locale}-u-nu-latn`).format(value) : value;
  return (
    <article data-slot="stat-card" className="ui-stat-card">
      {icon ? (
        <span data-slot="icon" className="ui-stat-card__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <div className="ui-stat-card__body">
        <p data-slot="label" className="ui-stat-card__label">
          {label}
        </p>
        <p data-slot="value" className="ui-stat-card__value">
          {shown}
        </p>
      </div>
    </article>
  );
}

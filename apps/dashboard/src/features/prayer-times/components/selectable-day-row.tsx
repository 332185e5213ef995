import type { ReactNode } from 'react';

export interface SelectableDayRowProps {
  date: string;
  /** The date as shown in the row header. */
  label: string;
  /** The button's accessible name, e.g. "Select 3 March 2026". */
  selectLabel: string;
  selected: boolean;
  onSelectDate: (date: string) => void;
  /** The row's cells after the date. */
  children: ReactNode;
}

/**
 * A day in the Table and Range views: clicking the row (or, from the keyboard, its date button)
 * selects that day for the sidebar.
 */
export function SelectableDayRow({
  date,
  label,
  selectLabel,
  selected,
  onSelectDate,
  children,
}: SelectableDayRowProps) {
  return (
    <tr data-date={date} data-selected={selected || undefined} onClick={() => onSelectDate(date)}>
      <th scope="row">
        <button type="button" className="prayer-table__day" aria-pressed={selected} aria-label={selectLabel}>
          {label}
        </button>
      </th>
      {children}
    </tr>
  );
}

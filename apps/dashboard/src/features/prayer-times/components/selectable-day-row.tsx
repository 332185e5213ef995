import type { ReactNode, Ref } from 'react';
import './prayer-times-screen.css';

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
  /** The day's place among the table's days (0 first), for a table that renders only some rows. */
  index?: number;
  /** The day button's place in the tab order, when the table moves focus with the arrow keys. */
  tabIndex?: number;
  ref?: Ref<HTMLTableRowElement> | undefined;
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
  index,
  tabIndex,
  ref,
}: SelectableDayRowProps) {
  return (
    <tr
      ref={ref}
      data-date={date}
      data-index={index}
      // The header row is the table's first; days follow it.
      aria-rowindex={index === undefined ? undefined : index + 2}
      data-selected={selected || undefined}
      onClick={() => onSelectDate(date)}
    >
      <th scope="row">
        <button
          type="button"
          className="prayer-table__day"
          aria-pressed={selected}
          aria-label={selectLabel}
          tabIndex={tabIndex}
        >
          {label}
        </button>
      </th>
      {children}
    </tr>
  );
}

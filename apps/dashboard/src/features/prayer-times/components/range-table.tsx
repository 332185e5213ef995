import type { PrayerRangeRow } from '@minbar/api/schemas/prayer';
import { PRAYERS } from '@minbar/domain/prayer/prayers';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useRovingList } from '../../../lib/use-roving-list';
import { formatShortDate } from '../format';
import { usePrayerT } from '../prayer-intl';
import { PrayerTimeText } from './prayer-time-text';
import { SelectableDayRow } from './selectable-day-row';
// The table's scroll box is bounded there (.prayer-table-scroll): without it every row is "in view".
import './prayer-times-screen.css';

/** A row holds an athan and an iqama line; measured rows correct the estimate. */
export const RANGE_ROW_HEIGHT = 56;
/**
 * Up to two months render whole: they cost nothing and print as they are. Longer ranges (a year is
 * 365 rows) render only the rows in view, so showing them never blocks the page.
 */
export const RANGE_VIRTUAL_FROM = 62;

const COLUMNS = PRAYERS.length + 2;

export interface RangeTableProps {
  caption: ReactNode;
  rows: readonly PrayerRangeRow[];
  loading?: boolean;
  /** The empty message, shown in place of the rows. */
  empty?: ReactNode;
  selectedDate: string;
  onSelectDate: (date: string) => void;
}

/**
 * The Range view's table. Long ranges are virtualised: spacer rows stand for the rows out of view,
 * the table states its full row count (aria-rowcount) and each row its place (aria-rowindex), the
 * header row stays. One day button is in the tab order; the arrow keys, Page Up/Down, Home and End
 * move between days and scroll, so every day is reachable from the keyboard. For printing, every
 * row is rendered.
 */
export function RangeTable({ caption, rows, loading, empty, selectedDate, onSelectDate }: RangeTableProps) {
  const t = usePrayerT();
  const locale = useUiLocale();
  const scrollRef = useRef<HTMLDivElement>(null);
  const printing = usePrinting();
  const virtual = rows.length >= RANGE_VIRTUAL_FROM && !printing;

  const selectedIndex = rows.findIndex((row) => row.date === selectedDate);
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => RANGE_ROW_HEIGHT,
    getItemKey: (index) => rows[index]?.id ?? index,
    // The caption and header sit above the first row inside the scroll box: a few more rows cover them.
    overscan: 8,
    initialRect: { width: 960, height: 640 },
  });

  const roving = useRovingList({
    count: rows.length,
    selectedIndex,
    scrollRef,
    itemHeight: RANGE_ROW_HEIGHT,
    // Row 1 is the header: day `index` is row index + 2.
    controlSelector: (index) => `tr[aria-rowindex="${index + 2}"] .prayer-table__day`,
    scrollToIndex: virtual ? (index) => virtualizer.scrollToIndex(index, { align: 'auto' }) : undefined,
  });
  const { setActiveIndex } = roving;
  // Stable while the rows are, so a memoised row re-renders only when its own props change.
  const selectDate = useCallback(
    (date: string) => {
      setActiveIndex(
        Math.max(
          0,
          rows.findIndex((row) => row.date === date),
        ),
      );
      onSelectDate(date);
    },
    [rows, onSelectDate, setActiveIndex],
  );

  const items = virtual
    ? virtualizer.getVirtualItems()
    : rows.map((_, index) => ({ index, key: rows[index]?.id ?? index, start: 0, end: 0 }));
  const before = virtual ? (items[0]?.start ?? 0) : 0;
  const after = virtual ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const tabStop = roving.tabStopAmong(items.map((item) => item.index));

  return (
    <div ref={scrollRef} className="prayer-table-scroll" data-state={loading ? 'loading' : 'ready'}>
      <table
        className="prayer-table prayer-range-table"
        aria-busy={loading || undefined}
        aria-rowcount={rows.length > 0 ? rows.length + 1 : undefined}
        data-virtual={virtual || undefined}
      >
        <caption className="prayer-table__caption">{caption}</caption>
        <thead>
          <tr aria-rowindex={rows.length > 0 ? 1 : undefined}>
            <th scope="col">{t('prayer.table.date')}</th>
            {PRAYERS.map((prayer) => (
              <th key={prayer} scope="col">
                {t(prayer === 'maghrib' ? 'prayer.maghribIftar' : `prayer.name.${prayer}`)}
              </th>
            ))}
            <th scope="col">{t('prayer.range.mode')}</th>
          </tr>
        </thead>
        <tbody onKeyDown={roving.onKeyDown}>
          {empty ? (
            <tr>
              <td colSpan={COLUMNS} className="prayer-table__message">
                {empty}
              </td>
            </tr>
          ) : null}
          {before > 0 ? <SpacerRow size={before} /> : null}
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            const label = formatShortDate(locale, row.date);
            return (
              <RangeRow
                key={item.key}
                ref={virtual ? virtualizer.measureElement : undefined}
                index={item.index}
                row={row}
                label={label}
                selectLabel={t('prayer.table.selectDay', { date: label })}
                iqamaLabel={t('prayer.sidebar.column.iqama')}
                modeLabel={t(row.mode ? `prayer.range.modeShort.${row.mode}` : 'prayer.range.modeNone')}
                selected={row.date === selectedDate}
                tabbable={item.index === tabStop}
                onSelectDate={selectDate}
              />
            );
          })}
          {after > 0 ? <SpacerRow size={after} /> : null}
        </tbody>
      </table>
    </div>
  );
}

/** Stands for the rows out of view, so the scroll bar measures the whole range. */
function SpacerRow({ size }: { size: number }) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty row with nothing to focus, hidden from the table's row count
    <tr aria-hidden="true" className="prayer-range__spacer">
      <td colSpan={COLUMNS} style={{ blockSize: size }} />
    </tr>
  );
}

/**
 * True while the page prints (the print dialog, or print media): a virtualised table then renders
 * every row, since paper has no scroll box.
 */
function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const media = window.matchMedia?.('print');
    // The print preview is laid out right after beforeprint: the rows must be in the document by then.
    const start = () => flushSync(() => setPrinting(true));
    const stop = () => setPrinting(false);
    const follow = (event: MediaQueryListEvent) => (event.matches ? start() : stop());
    window.addEventListener('beforeprint', start);
    window.addEventListener('afterprint', stop);
    media?.addEventListener('change', follow);
    return () => {
      window.removeEventListener('beforeprint', start);
      window.removeEventListener('afterprint', stop);
      media?.removeEventListener('change', follow);
    };
  }, []);
  return printing;
}

const RangeRow = memo(function RangeRow({
  ref,
  index,
  row,
  label,
  selectLabel,
  iqamaLabel,
  modeLabel,
  selected,
  tabbable,
  onSelectDate,
}: {
  ref?: ((node: HTMLTableRowElement | null) => void) | undefined;
  index: number;
  row: PrayerRangeRow;
  label: string;
  selectLabel: string;
  iqamaLabel: string;
  modeLabel: string;
  selected: boolean;
  tabbable: boolean;
  onSelectDate: (date: string) => void;
}) {
  return (
    <SelectableDayRow
      ref={ref}
      index={index}
      date={row.date}
      label={label}
      selectLabel={selectLabel}
      selected={selected}
      tabIndex={tabbable ? 0 : -1}
      onSelectDate={onSelectDate}
    >
      {PRAYERS.map((prayer) => {
        const iqama = row[`${prayer}_prayer`];
        return (
          <td key={prayer}>
            <PrayerTimeText value={row[`${prayer}_athan`]} />
            {iqama ? (
              <span className="prayer-range__iqama">
                <span className="visually-hidden">{iqamaLabel} </span>
                <PrayerTimeText value={iqama} />
              </span>
            ) : null}
          </td>
        );
      })}
      <td>{modeLabel}</td>
    </SelectableDayRow>
  );
});

import { type ReactNode, type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import { useUiMessage } from '../provider/ui-provider';
import { UserText } from '../user-text/user-text';
import './data-table.css';

export interface DataTableColumn<T> {
  /** Names the column; its header and cells carry it as data-column, for a screen's own layout. */
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /**
   * The cells hold text someone typed (a username, an email): each is isolated, so a direction mark
   * in it cannot reorder what is shown around it.
   */
  userText?: boolean;
  /**
   * How much the column matters beside the others. A `low` column gives way where the table's box is
   * narrower than 72rem (a laptop beside the sidebar), so the columns that carry the row's name and its
   * action stay whole; give it only to values the row's own detail also shows. In cards every column
   * shows again.
   */
  priority?: 'high' | 'low';
  /** In cards, the cell shows its column's name beside its value (false for a column of buttons). */
  cardLabel?: boolean;
}

/**
 * What a table does where its box is narrower than 40rem (a phone): `cards` turns each row into a card,
 * the first column as its title and every other value under its column's name; `scroll` keeps the
 * table, which then scrolls sideways behind a visible edge shadow; `own` leaves it to the screen's
 * stylesheet, which lays the rows out itself.
 */
export type DataTableNarrowLayout = 'cards' | 'scroll' | 'own';

export interface DataTableProps<T> {
  /** The table's caption, its accessible name. */
  caption: ReactNode;
  /** The columns: header, cell renderer and alignment. */
  columns: Array<DataTableColumn<T>>;
  /** The rows to show. */
  rows: T[];
  /** A stable key for each row. */
  rowKey: (row: T) => string | number;
  /** Shows skeleton rows instead of the rows. */
  loading?: boolean;
  /** Shown in place of the rows when there are none (defaults to a generic message). */
  empty?: ReactNode;
  /** A failure to load: replaces the rows, so stale rows are never shown as current. */
  error?: ReactNode;
  /** How many placeholder rows the loading skeleton draws. */
  skeletonRows?: number;
  /** How the table fits a phone: scroll sideways or stack each row as a card. */
  narrowLayout?: DataTableNarrowLayout;
}

type TableState = 'loading' | 'error' | 'empty' | 'ready';

function stateOf(loading: boolean, hasError: boolean, rowCount: number): TableState {
  if (hasError) return 'error';
  if (loading) return 'loading';
  return rowCount === 0 ? 'empty' : 'ready';
}

/** A table with a caption, typed columns, and its loading (skeleton), empty and error states; on a phone it scrolls or stacks each row as a card. */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  loading = false,
  empty,
  error,
  skeletonRows = 5,
  narrowLayout = 'cards',
}: DataTableProps<T>) {
  const state = stateOf(loading, error != null && error !== false, rows.length);
  const captionId = useId();
  const hintId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const scrolls = useOverflowsInline(scroller);
  return (
    // When the table is wider than its box, the box scrolls: it then becomes a named, focusable
    // region so keyboard users can scroll it too (WCAG 2.1.1; axe scrollable-region-focusable).
    <div
      ref={scroller}
      data-slot="data-table"
      data-state={state}
      data-scrolls={scrolls || undefined}
      data-narrow-layout={narrowLayout}
      className="ui-data-table"
      {...(scrolls ? scrollRegionProps(captionId, hintId) : {})}
    >
      {scrolls ? <ScrollHint id={hintId} /> : null}
      <table className="ui-data-table__table" aria-busy={state === 'loading' || undefined}>
        <caption id={captionId} data-slot="caption" className="ui-data-table__caption">
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                data-slot="column-header"
                data-column={column.key}
                data-priority={column.priority}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {state === 'loading' ? <SkeletonRows columns={columns} rows={skeletonRows} /> : null}
          {state === 'error' ? (
            <MessageRow columns={columns.length} slot="error">
              {error}
            </MessageRow>
          ) : null}
          {state === 'empty' ? (
            <MessageRow columns={columns.length} slot="empty">
              {empty ?? <DefaultEmpty />}
            </MessageRow>
          ) : null}
          {state === 'ready'
            ? rows.map((row) => (
                <tr key={rowKey(row)} data-slot="row">
                  {columns.map((column, index) => (
                    <td
                      key={column.key}
                      data-slot="cell"
                      data-column={column.key}
                      data-priority={column.priority}
                    >
                      {narrowLayout === 'cards' && index > 0 && column.cardLabel !== false ? (
                        <LabelledValue label={column.header}>{cellContent(column, row)}</LabelledValue>
                      ) : (
                        cellContent(column, row)
                      )}
                    </td>
                  ))}
                </tr>
              ))
            : null}
        </tbody>
      </table>
    </div>
  );
}

function cellContent<T>(column: DataTableColumn<T>, row: T): ReactNode {
  return column.userText ? <UserText>{column.cell(row)}</UserText> : column.cell(row);
}

/**
 * A value with its column's name, shown only when the row is a card. The name is read by eye only: a
 * screen reader already hears the column header, which stays in the table for it.
 */
function LabelledValue({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <span data-slot="cell-label" className="ui-data-table__cell-label" aria-hidden="true">
        {label}
      </span>
      <span data-slot="cell-value" className="ui-data-table__cell-value">
        {children}
      </span>
    </>
  );
}

function DefaultEmpty() {
  const t = useUiMessage();
  return <>{t('ui.dataTable.empty')}</>;
}

function MessageRow({
  columns,
  slot,
  children,
}: {
  columns: number;
  slot: 'error' | 'empty';
  children: ReactNode;
}) {
  return (
    <tr data-slot={slot}>
      <td colSpan={columns} className="ui-data-table__message" role={slot === 'error' ? 'alert' : undefined}>
        {children}
      </td>
    </tr>
  );
}

/** Grey bars in the shape of the table while it loads; the text is for screen readers only. */
function SkeletonRows<T>({ columns, rows }: { columns: Array<DataTableColumn<T>>; rows: number }) {
  const t = useUiMessage();
  return (
    <>
      <tr data-slot="loading">
        <td colSpan={columns.length} className="visually-hidden">
          {t('ui.common.loading')}
        </td>
      </tr>
      {Array.from({ length: rows }, (_, rowIndex) => (
        // The placeholders never reorder, so their index is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
        <tr key={rowIndex} data-slot="skeleton-row">
          {columns.map((column) => (
            <td key={column.key} data-priority={column.priority}>
              <span className="ui-data-table__skeleton" aria-hidden="true" />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

/** A region (which supports aria-labelledby) named by the table's caption, reachable by Tab. */
function scrollRegionProps(captionId: string, hintId: string) {
  return { role: 'region', 'aria-labelledby': captionId, 'aria-describedby': hintId, tabIndex: 0 } as const;
}

/** Says that the table goes on past its edge, so no column is missed for want of a sideways scroll. */
function ScrollHint({ id }: { id: string }) {
  const t = useUiMessage();
  return (
    <p id={id} data-slot="scroll-hint" className="ui-data-table__scroll-hint">
      {t('ui.dataTable.scrollHint')}
    </p>
  );
}

/** Whether the element's content is wider than its box, kept current as either changes size. */
function useOverflowsInline(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

import type { DataTableColumn } from '@minbar/ui/data-table/data-table';
import './registrations.css';

/**
 * Where a table's rows become cards (registrations.css) its header row is hidden, so each cell carries
 * its column's name as a visible label. Screen readers still get the real column headers; the label is
 * hidden from them so it is not read twice.
 */
export function withCellLabels<T>(columns: Array<DataTableColumn<T>>, skip: readonly string[] = []) {
  return columns.map((column) =>
    skip.includes(column.key)
      ? column
      : {
          ...column,
          cell: (row: T) => (
            <>
              <span className="registrations-cell-label" aria-hidden="true">
                {column.header}
              </span>
              <span className="registrations-cell-value">{column.cell(row)}</span>
            </>
          ),
        },
  );
}

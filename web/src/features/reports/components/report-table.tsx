import { Paper, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { EmptyState } from '../../../components/empty-state';
import { Pagination, type PageSize } from '../../../components/pagination/pagination';
import { useClientPages } from '../../../components/pagination/use-client-pages';

/** A report answers every row of its range at once; the table shows them a page at a time. */
const reportPageSize: PageSize = 50;

/** One column of a report: how a row shows it, and what the totals row shows under it. */
export type ReportTableColumn<Row, Totals> = {
  key: string;
  /** Translated header text. */
  header: string;
  /** Translated words on what the column holds or adds up, in the header's tooltip. */
  description?: string;
  render: (row: Row) => ReactNode;
  /** Absent or null: the totals row leaves this column empty, except the first, which reads "Total". */
  total?: (totals: Totals) => ReactNode;
};

/** The table's rows: the report's rows, then one row with the totals. */
type ReportTableRow<Row, Totals> = { kind: 'row'; row: Row } | { kind: 'total'; totals: Totals };

type ReportTableProps<Row, Totals> = {
  caption: string;
  columns: ReportTableColumn<Row, Totals>[];
  rows: readonly Row[];
  /** The search that chose `rows`: a new one starts again from the first page. */
  search?: string;
  rowKey: (row: Row) => string | number;
  /** Shown as the last row when there are rows to total. */
  totals?: Totals;
  /** Said under the table when the totals are not those of the rows shown (a search narrowed them). */
  totalsNote?: string;
  loading: boolean;
  /** Below this width the table scrolls sideways inside its box. */
  minWidth?: number;
};

/**
 * A report's rows a page at a time, each page ending with the bold totals row of the whole range,
 * or 'No data found' when the range holds nothing. The empty state stands in place of the table:
 * inside a wide table scrolling sideways it would sit out of sight on a phone.
 */
export function ReportTable<Row, Totals>({
  caption,
  columns,
  rows,
  search = '',
  rowKey,
  totals,
  totalsNote,
  loading,
  minWidth,
}: ReportTableProps<Row, Totals>) {
  const { t } = useTranslation('reports');
  const pages = useClientPages(rows, reportPageSize);
  const [pagedSearch, setPagedSearch] = useState(search);
  if (pagedSearch !== search) {
    setPagedSearch(search);
    pages.firstPage();
  }
  const firstKey = columns[0]?.key;

  const tableColumns: DataTableColumn<ReportTableRow<Row, Totals>>[] = columns.map((column) => ({
    key: column.key,
    header: column.header,
    description: column.description,
    render: (entry) => {
      if (entry.kind === 'row') return column.render(entry.row);
      const total = column.total?.(entry.totals);
      if (total !== null && total !== undefined) return total;
      return column.key === firstKey ? t('table.total') : null;
    },
  }));

  if (rows.length === 0 && !loading) {
    return (
      <Paper withBorder radius="md" p="md">
        <EmptyState />
      </Paper>
    );
  }

  const entries: ReportTableRow<Row, Totals>[] = pages.rows.map((row) => ({ kind: 'row', row }));
  if (rows.length > 0 && totals !== undefined) entries.push({ kind: 'total', totals });

  return (
    <div>
      <DataTable
        caption={caption}
        columns={tableColumns}
        rows={entries}
        rowKey={(entry) => (entry.kind === 'row' ? `row-${rowKey(entry.row)}` : 'total')}
        rowStyle={(entry) => (entry.kind === 'total' ? { fontWeight: 700 } : undefined)}
        loading={loading}
        minWidth={minWidth}
      />
      {totalsNote && totals !== undefined && (
        <Text size="sm" c="dimmed" mt="xs">
          {totalsNote}
        </Text>
      )}
      <Pagination {...pages.pagination} />
    </div>
  );
}

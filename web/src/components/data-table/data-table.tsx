import { Box, LoadingOverlay, Table, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { SortDirection } from '@fleet-ops/shared';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../empty-state';
import { useIsPhone } from '../layout/use-sidebar';
import { DataTableCards } from './data-table-cards';
import classes from './data-table.module.css';
import { useCardLayout } from './use-card-layout';
import { useRowWindow } from './use-row-window';

type ColumnBase = {
  /** i18n key or plain text. */
  header: string;
  /** Drawn in the header cell instead of `header` (a compact form); `header` still names the column. */
  headerContent?: ReactNode;
  /**
   * What the header stands for (an abbreviation's words, what a total adds up), translated
   * text (it may hold ':' and '.'): shown on hover and focus, and read out with the header.
   */
  description?: string;
  sortable?: boolean;
  width?: number | string;
};

type FieldKey<Row> = Extract<keyof Row, string>;

/** A column showing a field of the row as text, unless `render` says otherwise. */
type FieldColumn<Row> = {
  [Key in FieldKey<Row>]: ColumnBase & { key: Key; render?: (row: Row) => ReactNode };
}[FieldKey<Row>];

/** A column with no field of its own (Actions, a combined cell): `render` is required. */
type ComputedColumn<Row> = ColumnBase & { key: string; render: (row: Row) => ReactNode };

export type DataTableColumn<Row> = FieldColumn<Row> | ComputedColumn<Row>;

export type SortState = { column: string; direction: SortDirection };

/** A header click sorts by that column ascending, or flips the direction if it is already the sort column. */
export function nextSort(current: SortState | null | undefined, column: string): SortState {
  if (current?.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: 'asc' };
}

export type DataTableProps<Row> = {
  columns: DataTableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  /** Names the table for screen readers. */
  caption: string;
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  loading?: boolean;
  /** Column keys to show (from `useColumnPreferences`); all columns when absent. */
  visibleColumns?: readonly string[];
  /** The columns a phone has room for; on a phone they replace `visibleColumns` and the table stops scrolling sideways. */
  phoneColumns?: readonly string[];
  onRowClick?: (row: Row) => void;
  /** Per-row style, e.g. a driver's grouping colour. */
  rowStyle?: (row: Row) => CSSProperties | undefined;
  /** Below this width the table scrolls sideways inside its box; lower it when few columns are shown. */
  minWidth?: number;
  /**
   * The first shown column (what identifies the row) sticks on the left and an `actions` column
   * shown last sticks on the right while the middle scrolls sideways. On unless a list has neither.
   */
  stickyEdges?: boolean;
  /** One card per row: below Mantine's `sm` breakpoint the list shows these instead of the table. */
  renderCard?: (row: Row) => ReactNode;
  /** A long page draws only the rows near the window, with their count told to screen readers (`useRowWindow`). */
  windowed?: boolean;
};

/** An empty row as tall as the rows it stands for, unseen and unread. */
function RowSpace({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden className={classes.rowSpace} style={{ height }}>
      <td colSpan={columns} />
    </tr>
  );
}

/** The key of the column that holds a row's buttons, kept in view on the right. */
const actionsColumnKey = 'actions';

/** Which edge a shown column sticks to, if any. */
function stickyEdge(index: number, shown: readonly { key: string }[]): 'start' | 'end' | undefined {
  if (index === 0) return 'start';
  if (index === shown.length - 1 && shown[index]?.key === actionsColumnKey) return 'end';
  return undefined;
}

const stickyClass = { start: classes.stickyStart, end: classes.stickyEnd } as const;

/** The class and data attribute of a sticky cell. */
function stickyProps(edge: 'start' | 'end' | undefined) {
  return edge ? { className: stickyClass[edge], 'data-sticky': edge } : {};
}

/** A field shown as it is: words and numbers as text, nothing for an empty one. */
export function cellText(value: unknown): ReactNode {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' || typeof value === 'number' ? value : JSON.stringify(value);
}

function renderCell<Row>(column: DataTableColumn<Row>, row: Row): ReactNode {
  return column.render ? column.render(row) : cellText(row[column.key as FieldKey<Row>]);
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A header with its meaning in a tooltip, dotted-underlined as abbreviations are; screen readers
 * read the meaning after the header. Focusable unless it sits in the sort button, which is.
 */
function DescribedHeader({
  label,
  description,
  inButton,
}: {
  label: ReactNode;
  description: string;
  inButton: boolean;
}) {
  return (
    <Tooltip label={description} multiline maw={280} withArrow events={{ hover: true, focus: true, touch: true }}>
      <span className={classes.described} tabIndex={inButton ? undefined : 0}>
        {label} <VisuallyHidden>({description})</VisuallyHidden>
      </span>
    </Tooltip>
  );
}

/** The list table every screen uses: sortable headers, loading overlay, empty row, row colours. */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  sort,
  onSortChange,
  loading = false,
  visibleColumns,
  phoneColumns,
  onRowClick,
  rowStyle,
  minWidth = 480,
  stickyEdges = true,
  renderCard,
  windowed = false,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const asCards = useCardLayout() && renderCard !== undefined;
  const onPhone = useIsPhone() && phoneColumns !== undefined;
  const keys = onPhone ? phoneColumns : visibleColumns;
  const shown = keys ? columns.filter((column) => keys.includes(column.key)) : columns;
  const [rowWindow, tableBody] = useRowWindow(rows.length, windowed && !asCards);

  const edge = (index: number) => (stickyEdges ? stickyEdge(index, shown) : undefined);
  const headerOf = (column: DataTableColumn<Row>, inButton: boolean) => {
    const label = column.headerContent ?? t(column.header);
    if (!column.description) return label;
    return <DescribedHeader label={label} description={column.description} inButton={inButton} />;
  };

  const onRowKeyDown = (event: KeyboardEvent, row: Row) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick?.(row);
    }
  };

  if (asCards) {
    return (
      <DataTableCards
        rows={rows}
        rowKey={rowKey}
        caption={caption}
        loading={loading}
        renderCard={renderCard}
        onRowClick={onRowClick}
      />
    );
  }

  return (
    <Box pos="relative">
      <LoadingOverlay
        visible={loading}
        zIndex={10}
        overlayProps={{ blur: 1 }}
        loaderProps={{ role: 'status', 'aria-label': t('common.loading') }}
      />
      {/* A native scroll box that keyboard users can focus and scroll, named after the table. It is
          positioned so that it clips the cells' visually hidden words too (absolute, they would
          otherwise widen the page itself: Reg. Renewal was 1,341 px wide at 1,280). */}
      <Table.ScrollContainer
        type="native"
        pos="relative"
        minWidth={onPhone ? 0 : minWidth}
        tabIndex={0}
        role="region"
        aria-label={caption}
      >
        <Table
          className={classes.table}
          striped
          highlightOnHover={Boolean(onRowClick)}
          verticalSpacing="sm"
          aria-busy={loading}
          aria-rowcount={windowed ? rows.length + 1 : undefined}
        >
          <VisuallyHidden component="caption">{caption}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              {shown.map((column, index) => {
                const direction = sort?.column === column.key ? sort.direction : undefined;
                if (!column.sortable || !onSortChange) {
                  return (
                    <Table.Th key={column.key} w={column.width} {...stickyProps(edge(index))}>
                      {headerOf(column, false)}
                    </Table.Th>
                  );
                }
                const SortIcon =
                  direction === 'asc' ? IconSortAscending : direction === 'desc' ? IconSortDescending : IconArrowsSort;
                return (
                  <Table.Th
                    key={column.key}
                    w={column.width}
                    aria-sort={direction ? ariaSort[direction] : 'none'}
                    {...stickyProps(edge(index))}
                  >
                    <UnstyledButton
                      className={classes.sortButton}
                      onClick={() => onSortChange(nextSort(sort, column.key))}
                    >
                      {headerOf(column, true)}
                      <SortIcon size={16} aria-hidden />
                    </UnstyledButton>
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody ref={tableBody}>
            {rows.length === 0 && !loading ? (
              <Table.Tr>
                <Table.Td colSpan={shown.length}>
                  <EmptyState />
                </Table.Td>
              </Table.Tr>
            ) : (
              <>
                <RowSpace height={rowWindow.spaceAbove} columns={shown.length} />
                {rows.slice(rowWindow.start, rowWindow.end).map((row, index) => (
                  <Table.Tr
                    key={rowKey(row)}
                    aria-rowindex={windowed ? rowWindow.start + index + 2 : undefined}
                    style={rowStyle?.(row)}
                    className={onRowClick ? classes.clickableRow : undefined}
                    onClick={onRowClick ? () => onRowClick(row) : undefined}
                    onKeyDown={onRowClick ? (event) => onRowKeyDown(event, row) : undefined}
                    tabIndex={onRowClick ? 0 : undefined}
                  >
                    {shown.map((column, index) => (
                      <Table.Td key={column.key} {...stickyProps(edge(index))}>
                        {renderCell(column, row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
                <RowSpace height={rowWindow.spaceBelow} columns={shown.length} />
              </>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Box>
  );
}

import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ColumnCatalogue } from '@fleet-ops/shared';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableProps } from '../data-table/data-table';
import { PhoneFilters } from '../data-table/phone-filters';
import type { ExportRequest } from '../../lib/download-file';
import { exportingFormat, SearchListToolbar, type AddButtonAction, type ListSearch } from '../list-toolbar';
import { Pagination } from '../pagination/pagination';
import { showError } from '../toasts';
import type { ColumnCells } from './catalogue-columns';
import type { ListPage } from './list-page';
import { useCatalogueColumnOptions, useCatalogueColumns } from './use-catalogue-table';

/** Export CSV and XLSX: the list's export call and the filters it sends (those the list is showing). */
export type ListExport<Filter> = {
  mutation: {
    mutate: (request: ExportRequest<Filter>) => void;
    isPending: boolean;
    variables?: ExportRequest<Filter>;
  };
  filter: Filter;
};

/**
 * The list's columns: the shared catalogue (titles, Column Options key) and how each cell is drawn,
 * or a function of the columns shown that gives them (tracking writes its total in the first one).
 */
export type ListColumns<Row, Key extends string> = {
  catalogue: ColumnCatalogue<Key>;
  cells: ColumnCells<Row, Key> | ((shown: readonly string[]) => ColumnCells<Row, Key>);
};

type ListTable<Row> = Omit<DataTableProps<Row>, 'columns' | 'rows' | 'loading' | 'visibleColumns'>;

export type ListScreenProps<Row, Key extends string, Filter> = {
  title: string;
  /** Beside the title, on the right: a link to a related screen (none when false). */
  link?: { to: string; label: string } | false;
  /** Under the title: a line on what the list holds. */
  intro?: ReactNode;
  /** Beside the title, on the right, instead of `link`: a button of its own (the checklists' New Pre-OP Checklist). */
  action?: ReactNode;
  /** The search box; `resetCount` shows it afresh (with `value`) each time it changes, as Clear Filter does. */
  search?: ListSearch & { resetCount?: number };
  /** The list's own filters, after the search. */
  filters?: ReactNode;
  /** A bar of its own under the toolbar (the week chooser). */
  filterBar?: ReactNode;
  /** Buttons after Column Options (Import, Print QR labels). */
  tools?: ReactNode;
  /** False leaves Column Options out (the appointments' calendar, which shows no columns). */
  columnOptions?: boolean;
  exports: ListExport<Filter>;
  add?: AddButtonAction;
  /** What the rows' colours and codes mean, above the table. */
  legend?: ReactNode;
  /** Said in a toast and above the table when the list fails to load; without it the API client's toast stands. */
  loadError?: string;
  columns: ListColumns<Row, Key>;
  /** The columns shown from those ticked in Column Options (tracking adds its edit columns while a row is edited). */
  shownColumns?: (chosen: readonly string[]) => readonly string[];
  /** The table's own settings: caption, row key, phone columns, row style, sort, cards. */
  table: ListTable<Row>;
  /** A class on a box around the table (tracking's week of twenty-odd columns). */
  tableClassName?: string;
  page: ListPage<Row>;
  /** Drawn instead of the table and pager (the appointments' calendar). */
  content?: ReactNode;
  /**
   * The checklist lists' layout: the toolbar and its bar in one bordered panel, the table and pager
   * in another; `phone` also folds the first panel behind a Filters button on a phone.
   */
  panels?: 'wide' | 'phone';
  /** The screen's dialogs. */
  children?: ReactNode;
};

type ListHeadingProps = Pick<ListScreenProps<unknown, string, unknown>, 'title' | 'link' | 'intro' | 'action'>;

function ListHeading({ title, link, intro, action }: ListHeadingProps) {
  const heading = (
    <Title order={1} size="h2">
      {title}
    </Title>
  );
  if (intro) {
    return (
      <Stack gap={4}>
        {heading}
        <Text c="dimmed" size="sm">
          {intro}
        </Text>
      </Stack>
    );
  }
  if (action) {
    return (
      <Group justify="space-between" gap="sm">
        {heading}
        {action}
      </Group>
    );
  }
  if (!link) return heading;
  return (
    <Group justify="space-between" align="baseline">
      {heading}
      <Anchor component={Link} to={link.to} size="sm">
        {link.label}
      </Anchor>
    </Group>
  );
}

/**
 * A resource's list screen from its configuration (issue 32): the title, the shared toolbar
 * (search, filters, Column Options wired to the saved choice, Export CSV and XLSX, Add), the legend, the
 * load error, the table headed from the shared column catalogue, and the pager. The screen keeps
 * its address state, its calls and its dialogs; everything else is here, once.
 */
export function ListScreen<Row, Key extends string, Filter>(props: ListScreenProps<Row, Key, Filter>) {
  const { columns, page, exports, search, loadError } = props;
  const options = useCatalogueColumnOptions(columns.catalogue);
  const shown = props.shownColumns ? props.shownColumns(options.visibleColumns) : options.visibleColumns;
  const tableColumns = useCatalogueColumns(
    columns.catalogue,
    typeof columns.cells === 'function' ? columns.cells(shown) : columns.cells,
  );
  const failed = Boolean(page.failed && loadError);

  useEffect(() => {
    if (failed && loadError) showError(loadError);
  }, [failed, loadError]);

  const toolbar = (
    <>
      <SearchListToolbar
        key={search?.resetCount}
        search={search}
        filters={props.filters}
        columnOptions={
          <>
            {props.columnOptions !== false && options.columnOptions}
            {props.tools}
          </>
        }
        exports={{
          onExport: (format) => exports.mutation.mutate({ filter: exports.filter, format }),
          exporting: exportingFormat(exports.mutation),
        }}
        add={props.add}
      />
      {props.filterBar}
    </>
  );
  const dataTable = (
    <DataTable {...props.table} columns={tableColumns} rows={page.rows} loading={page.loading} visibleColumns={shown} />
  );
  const tableAndPager = (
    <>
      {props.tableClassName ? <div className={props.tableClassName}>{dataTable}</div> : dataTable}
      <Pagination {...page.pagination} />
    </>
  );
  return (
    <Stack gap="md">
      <ListHeading title={props.title} link={props.link} intro={props.intro} action={props.action} />
      {props.panels ? <FiltersPanel foldOnPhone={props.panels === 'phone'}>{toolbar}</FiltersPanel> : toolbar}
      {props.legend}
      {failed && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {loadError}
        </Alert>
      )}
      {props.content ??
        (props.panels ? (
          <Paper withBorder p={{ base: 'xs', sm: 'md' }} radius="md">
            {tableAndPager}
          </Paper>
        ) : (
          <div>{tableAndPager}</div>
        ))}
      {props.children}
    </Stack>
  );
}

/** The checklist lists' toolbar and week in a bordered panel, folded behind a Filters button on a phone if asked. */
function FiltersPanel({ foldOnPhone, children }: { foldOnPhone: boolean; children: ReactNode }) {
  const panel = (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
  return foldOnPhone ? <PhoneFilters>{panel}</PhoneFilters> : panel;
}

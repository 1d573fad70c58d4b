import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ColumnCatalogue } from '@fleet-ops/shared';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableProps } from '../data-table/data-table';
import type { ExportRequest } from '../../lib/download-file';
import { exportingFormat, SearchListToolbar, type AddButtonAction, type ListSearch } from '../list-toolbar';
import { Pagination } from '../pagination/pagination';
import { showError } from '../toasts';
import type { ColumnCells } from './catalogue-columns';
import type { ListPage } from './list-page';
import { useCatalogueTable } from './use-catalogue-table';

/** Export CSV and XLSX: the list's export call and the filters it sends (those the list is showing). */
export type ListExport<Filter> = {
  mutation: {
    mutate: (request: ExportRequest<Filter>) => void;
    isPending: boolean;
    variables?: ExportRequest<Filter>;
  };
  filter: Filter;
};

/** The list's columns: the shared catalogue (titles, Column Options key) and how each cell is drawn. */
export type ListColumns<Row, Key extends string> = {
  catalogue: ColumnCatalogue<Key>;
  cells: ColumnCells<Row, Key>;
};

type ListTable<Row> = Omit<DataTableProps<Row>, 'columns' | 'rows' | 'loading' | 'visibleColumns'>;

export type ListScreenProps<Row, Key extends string, Filter> = {
  title: string;
  /** Beside the title, on the right: a link to a related screen (none when false). */
  link?: { to: string; label: string } | false;
  /** Under the title: a line on what the list holds. */
  intro?: ReactNode;
  /** The search box; `resetCount` shows it afresh (with `value`) each time it changes, as Clear Filter does. */
  search?: ListSearch & { resetCount?: number };
  /** The list's own filters, after the search. */
  filters?: ReactNode;
  /** A bar of its own under the toolbar (the week chooser). */
  filterBar?: ReactNode;
  /** Buttons after Column Options (Import, Print QR labels). */
  tools?: ReactNode;
  exports: ListExport<Filter>;
  add?: AddButtonAction;
  /** What the rows' colours and codes mean, above the table. */
  legend?: ReactNode;
  /** Said in a toast and above the table when the list fails to load; without it the API client's toast stands. */
  loadError?: string;
  columns: ListColumns<Row, Key>;
  /** The table's own settings: caption, row key, phone columns, row style, sort, cards. */
  table: ListTable<Row>;
  page: ListPage<Row>;
  /** The screen's dialogs. */
  children?: ReactNode;
};

type ListHeadingProps = Pick<ListScreenProps<unknown, string, unknown>, 'title' | 'link' | 'intro'>;

function ListHeading({ title, link, intro }: ListHeadingProps) {
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
  const table = useCatalogueTable(columns.catalogue, columns.cells);
  const failed = Boolean(page.failed && loadError);

  useEffect(() => {
    if (failed && loadError) showError(loadError);
  }, [failed, loadError]);

  return (
    <Stack gap="md">
      <ListHeading title={props.title} link={props.link} intro={props.intro} />
      <SearchListToolbar
        key={search?.resetCount}
        search={search}
        filters={props.filters}
        columnOptions={
          <>
            {table.columnOptions}
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
      {props.legend}
      {failed && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {loadError}
        </Alert>
      )}
      <div>
        <DataTable
          {...props.table}
          columns={table.columns}
          rows={page.rows}
          loading={page.loading}
          visibleColumns={table.visibleColumns}
        />
        <Pagination {...page.pagination} />
      </div>
      {props.children}
    </Stack>
  );
}

import { Badge, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { checklistColumns, type ChecklistListRow } from '@fleet-ops/shared';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../components/data-table/data-table';
import { PhoneFilters } from '../../components/data-table/phone-filters';
import { Pagination, type PageSize } from '../../components/pagination/pagination';
import { useCatalogueTable } from '../../components/list-screen/use-catalogue-table';
import { exportingFormat, SearchListToolbar } from '../../components/list-toolbar';
import { useWeeks } from '../../components/weekly-filter-bar/api/get-weeks';
import { WeeklyFilterBar } from '../../components/weekly-filter-bar/weekly-filter-bar';
import { useExportChecklists } from './api/export-checklists';
import { useChecklists } from './api/get-checklists';
import { ChecklistCard } from './components/checklist-card';
import { checklistCells } from './components/checklist-columns';
import { ChecklistDetailModal } from './components/checklist-detail-modal';
import { ChecklistFormModal } from './components/checklist-form-modal';
import { checklistsNamespace } from './i18n';

const defaultPageSize: PageSize = 100;

type ChecklistListProps = {
  /** Only the checklists with an issue (Home's `has_issue=1`, from the dashboard's count). */
  issuesOnly?: boolean;
  /** Drops `issuesOnly`; Clear Filter calls it too. */
  onShowAll?: () => void;
  /** On a phone, one card per checklist and the filters behind one button (the drivers' and supervisors' list). */
  cardsOnPhone?: boolean;
  /** Home keeps the search in the address; without these two the list keeps it itself. */
  search?: string;
  onSearchChange?: (search: string) => void;
};

/**
 * Home (admins: every checklist) and Checklists (drivers: their own; supervisors: their crew's).
 * The server decides which rows the caller sees; the screen is the same. The list opens on the
 * current week (the server's); Clear Filter returns to it and empties the search.
 */
export function ChecklistList({
  issuesOnly = false,
  onShowAll,
  cardsOnPhone = false,
  ...searchProps
}: ChecklistListProps = {}) {
  const { t } = useTranslation(checklistsNamespace);
  const weeks = useWeeks();
  const currentWeek = weeks.data?.[0];
  const [chosenWeek, setChosenWeek] = useState<string | null>(null);
  const [ownSearch, setOwnSearch] = useState('');
  const searchText = searchProps.search ?? ownSearch;
  const setSearchText = searchProps.onSearchChange ?? setOwnSearch;
  // Clear Filter empties the field too: a new key starts it afresh.
  const [clearings, setClearings] = useState(0);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(defaultPageSize);
  // `?vehicle=E-12` (a vehicle's QR code, issue 20) opens the form at once, that vehicle chosen;
  // closing the form drops it, so the next New Pre-OP Checklist starts blank. React Router's own
  // search parameters: the drivers' shell has no nuqs adapter.
  const [searchParams, setSearchParams] = useSearchParams();
  const [formOpened, setFormOpened] = useState(() => searchParams.has('vehicle'));
  const closeForm = () => {
    setFormOpened(false);
    if (!searchParams.has('vehicle')) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('vehicle');
        return next;
      },
      { replace: true },
    );
  };
  const [openedId, setOpenedId] = useState<number | null>(null);
  const table = useCatalogueTable(checklistColumns, checklistCells);
  const exporter = useExportChecklists();

  const Filters = cardsOnPhone ? PhoneFilters : Fragment;

  const startDate = chosenWeek ?? currentWeek ?? '';
  const list = useChecklists({ page, perPage: pageSize, searchText, startDate, issuesOnly }, startDate !== '');

  const search = (text: string) => {
    if (text === searchText) return;
    setSearchText(text);
    setPage(1);
  };
  const clear = () => {
    setChosenWeek(null);
    setClearings((count) => count + 1);
    setSearchText('');
    setPage(1);
    onShowAll?.();
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {t('listTitle')}
        </Title>
        <Button leftSection={<IconPlus size={18} />} size="md" onClick={() => setFormOpened(true)}>
          {t('form.newButton')}
        </Button>
      </Group>

      <Filters>
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <SearchListToolbar
              key={clearings}
              search={{
                label: t('list.search'),
                placeholder: t('list.searchPlaceholder'),
                value: searchText,
                onChange: search,
              }}
              columnOptions={table.columnOptions}
              exports={{
                onExport: (format) => exporter.mutate({ filter: { searchText, startDate, issuesOnly }, format }),
                exporting: exportingFormat(exporter),
              }}
            />
            {startDate !== '' && (
              <WeeklyFilterBar
                mode="home"
                value={{ startDate }}
                onChange={(next) => {
                  setChosenWeek(next.startDate);
                  setPage(1);
                }}
                onClear={clear}
              />
            )}
          </Stack>
        </Paper>
      </Filters>
      {/* Outside the filters, so a phone shows it even with them folded away. */}
      {issuesOnly && (
        <Group gap="sm" role="status">
          <Badge color="red" variant="light" size="lg" leftSection={<IconAlertTriangle size={14} aria-hidden />}>
            {t('list.issuesOnly')}
          </Badge>
          <Button variant="subtle" size="compact-sm" onClick={onShowAll}>
            {t('list.showAll')}
          </Button>
        </Group>
      )}

      <Paper withBorder p={{ base: 'xs', sm: 'md' }} radius="md">
        <DataTable<ChecklistListRow>
          columns={table.columns}
          rows={list.data?.data ?? []}
          rowKey={(row) => row.id}
          caption={t('list.caption')}
          loading={list.isFetching || startDate === ''}
          visibleColumns={table.visibleColumns}
          onRowClick={(row) => setOpenedId(row.id)}
          renderCard={
            cardsOnPhone ? (row) => <ChecklistCard row={row} onOpen={(opened) => setOpenedId(opened.id)} /> : undefined
          }
        />
        <Pagination
          page={list.data?.current_page ?? page}
          lastPage={list.data?.last_page ?? 1}
          total={list.data?.total ?? 0}
          pageSize={pageSize}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      </Paper>

      <ChecklistFormModal opened={formOpened} onClose={closeForm} preselected={searchParams.get('vehicle')} />
      <ChecklistDetailModal checklistId={openedId} onClose={() => setOpenedId(null)} />
    </Stack>
  );
}

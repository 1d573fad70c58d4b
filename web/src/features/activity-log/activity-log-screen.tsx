import './i18n';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { activityLogSortColumns, weekStart, type ActivityLogRow, type ActivityLogSortColumn } from '@fleet-ops/shared';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn, type SortState } from '../../components/data-table/data-table';
import { Pagination } from '../../components/pagination/pagination';
import { VehicleLink } from '../../components/vehicle-link';
import { useClientPages } from '../../components/pagination/use-client-pages';
import { WeeklyFilterBar, type WeeklyFilterValue } from '../../components/weekly-filter-bar/weekly-filter-bar';
import { businessTimeZone } from '../../config/business';
import { formatDateTime, todayIn } from '../../lib/format';
import { translateMessage } from '../../lib/i18n';
import { useDriverOptions } from '../drivers';
import { useExportActivityLog } from './api/export-activity-log';
import { useActivityLog, type ActivityLogParams } from './api/get-activity-log';

type LogSort = { column: ActivityLogSortColumn; direction: 'asc' | 'desc' };
const newestFirst: LogSort = { column: 'action_date', direction: 'desc' };
const phoneColumns = ['equipment_number', 'action_date', 'driver_name', 'log'];

function isSortColumn(column: string): column is ActivityLogSortColumn {
  return activityLogSortColumns.some((candidate) => candidate === column);
}

const dateTime = (value: string | null) => (value ? formatDateTime(value) : '');

/**
 * /logs (Vehicle Logs): every assign, replace and remove of a week, newest first, with who made
 * it (By). The server searches, filters and sorts and sends the whole week; the screen pages it.
 * It opens on the current week (business timezone) for all drivers; Clear Filter comes back to that.
 */
export default function ActivityLogScreen() {
  const { t } = useTranslation('activityLog');
  const thisWeek = weekStart(todayIn(businessTimeZone));
  const [filter, setFilter] = useState<WeeklyFilterValue>({ startDate: thisWeek });
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<LogSort>(newestFirst);
  const drivers = useDriverOptions();
  const params: ActivityLogParams = {
    start_date: filter.startDate,
    ...(filter.driverId ? { driver_id: filter.driverId } : {}),
    ...(search ? { search } : {}),
    sort: sort.column,
    sortDir: sort.direction,
  };
  const log = useActivityLog(params);
  const exportLog = useExportActivityLog();

  const pages = useClientPages(log.data ?? [], 50);

  const searchLater = useDebouncedCallback((value: string) => {
    setSearch(value.trim());
    pages.firstPage();
  }, 350);
  const clear = () => {
    searchLater.cancel();
    setFilter({ startDate: thisWeek });
    setSearchText('');
    setSearch('');
    pages.firstPage();
  };

  const columns: DataTableColumn<ActivityLogRow>[] = [
    {
      key: 'equipment_number',
      header: t('columns.equipmentNumber'),
      sortable: true,
      render: (row) => <VehicleLink vehicleId={row.vehicle_id} equipmentNumber={row.equipment_number} />,
    },
    { key: 'action_date', header: t('columns.actionDate'), sortable: true, render: (row) => dateTime(row.action_date) },
    { key: 'driver_name', header: t('columns.driverName'), sortable: true },
    {
      key: 'log',
      header: t('columns.log'),
      sortable: true,
      render: (row) => (
        <Text size="sm" fw={600}>
          {translateMessage(row.log)}
        </Text>
      ),
    },
    {
      key: 'assigned_from_date',
      header: t('columns.from'),
      sortable: true,
      render: (row) => dateTime(row.assigned_from_date),
    },
    {
      key: 'assigned_to_date',
      header: t('columns.to'),
      sortable: true,
      render: (row) => dateTime(row.assigned_to_date),
    },
    { key: 'note', header: t('columns.note'), sortable: true },
    { key: 'actor_name', header: t('columns.by'), sortable: true },
  ];

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Group justify="space-between" align="flex-end" gap="sm">
        <TextInput
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={searchText}
          onChange={(event) => {
            setSearchText(event.currentTarget.value);
            searchLater(event.currentTarget.value);
          }}
          w={{ base: '100%', xs: 320 }}
        />
        <Button
          variant="default"
          leftSection={<IconDownload size={18} />}
          onClick={() => exportLog.mutate(params)}
          loading={exportLog.isPending}
        >
          {t('exportCsv')}
        </Button>
      </Group>
      <WeeklyFilterBar
        mode="logs"
        value={filter}
        onChange={(next) => {
          setFilter(next);
          pages.firstPage();
        }}
        drivers={(drivers.data ?? []).map((driver) => ({ value: String(driver.id), label: driver.name }))}
        onClear={clear}
      />
      <div>
        <DataTable
          columns={columns}
          rows={pages.rows}
          rowKey={(row) => row.id}
          caption={t('tableCaption')}
          sort={sort}
          onSortChange={(next: SortState) => {
            if (isSortColumn(next.column)) setSort({ column: next.column, direction: next.direction });
          }}
          loading={log.isFetching}
          phoneColumns={phoneColumns}
        />
        <Pagination {...pages.pagination} />
      </div>
    </Stack>
  );
}

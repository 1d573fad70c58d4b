import './i18n';
import { Stack, Title } from '@mantine/core';
import { weekStart } from '@fleet-ops/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnOptions } from '../../components/column-options/column-options';
import { useColumnPreferences } from '../../components/column-options/use-column-preferences';
import { SearchListToolbar } from '../../components/list-toolbar';
import { lastPageOf, pageOfRows } from '../../components/pagination/page-of-rows';
import { Pagination } from '../../components/pagination/pagination';
import { WeeklyFilterBar, type WeeklyFilterValue } from '../../components/weekly-filter-bar/weekly-filter-bar';
import { businessTimeZone } from '../../config/business';
import { todayIn } from '../../lib/format';
import { useListAddress } from '../../lib/list-address';
import { useDriverOptions } from '../drivers';
import { activityLogAddress } from './activity-log-address';
import { useExportActivityLog } from './api/export-activity-log';
import { useActivityLog, type ActivityLogParams } from './api/get-activity-log';
import { logColumnDefaults } from './components/log-columns';
import { LogTable, type LogSort } from './components/log-table';

const newestFirst: LogSort = { column: 'action_date', direction: 'desc' };

/**
 * /logs (Vehicle Logs): every assign, replace and remove of a week, newest first, with who made
 * it (By). The server searches, filters and sorts and sends the whole week; the screen pages it.
 * It opens on the current week (business timezone) for all drivers; Clear Filter comes back to
 * that. The search, page and page size live in the address (the vehicle record links here with
 * its equipment number as the search).
 */
export default function ActivityLogScreen() {
  const { t } = useTranslation('activityLog');
  const thisWeek = weekStart(todayIn(businessTimeZone));
  const { state, update, goToPage } = useListAddress(activityLogAddress);
  const [filter, setFilter] = useState<WeeklyFilterValue>({ startDate: thisWeek });
  const [sort, setSort] = useState<LogSort>(newestFirst);
  // A new key shows the search box afresh (empty) after Clear Filter.
  const [cleared, setCleared] = useState(0);
  const drivers = useDriverOptions();
  const columns = useColumnPreferences('vehicle_logs', logColumnDefaults);
  const params: ActivityLogParams = {
    start_date: filter.startDate,
    ...(filter.driverId ? { driver_id: filter.driverId } : {}),
    ...(state.search ? { search: state.search } : {}),
    sort: sort.column,
    sortDir: sort.direction,
  };
  const log = useActivityLog(params);
  const exportLog = useExportActivityLog();

  const rows = log.data ?? [];
  const lastPage = lastPageOf(rows.length, state.perPage);
  // A page past the end (the week shrank) shows the last one.
  const page = Math.min(state.page, lastPage);

  const clear = () => {
    setFilter({ startDate: thisWeek });
    update({ search: '' });
    setCleared((count) => count + 1);
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <SearchListToolbar
        key={cleared}
        search={{
          label: t('search'),
          placeholder: t('searchPlaceholder'),
          value: state.search,
          onChange: (search) => update({ search }),
        }}
        columnOptions={
          <ColumnOptions preferences={columns.preferences} onSave={columns.save} saving={columns.isSaving} />
        }
        exportCsv={{ label: t('exportCsv'), onExport: () => exportLog.mutate(params), exporting: exportLog.isPending }}
      />
      <WeeklyFilterBar
        mode="logs"
        value={filter}
        onChange={(next) => {
          setFilter(next);
          update({});
        }}
        drivers={(drivers.data ?? []).map((driver) => ({ value: String(driver.id), label: driver.name }))}
        onClear={clear}
      />
      <div>
        <LogTable
          rows={pageOfRows(rows, page, state.perPage)}
          loading={log.isFetching}
          sort={sort}
          onSortChange={setSort}
          visibleColumns={columns.visibleColumns}
        />
        <Pagination
          page={page}
          lastPage={lastPage}
          total={rows.length}
          pageSize={state.perPage}
          onPageChange={goToPage}
          onPageSizeChange={(perPage) => update({ perPage })}
        />
      </div>
    </Stack>
  );
}

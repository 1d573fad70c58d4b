import './i18n';
import { activityLogColumns, weekStart } from '@fleet-ops/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addressClientPage, addressSearch } from '../../components/list-screen/list-page';
import { ListScreen } from '../../components/list-screen/list-screen';
import { WeeklyFilterBar, type WeeklyFilterValue } from '../../components/weekly-filter-bar/weekly-filter-bar';
import { businessTimeZone } from '../../config/business';
import { todayIn } from '../../lib/format';
import { useListAddress } from '../../lib/list-address';
import { useDriverOptions } from '../drivers';
import { activityLogAddress } from './activity-log-address';
import { useExportActivityLog } from './api/export-activity-log';
import { useActivityLog, type ActivityLogParams } from './api/get-activity-log';
import { logCells, logPhoneColumns, onLogSort, type LogSort } from './components/log-cells';

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
  const address = useListAddress(activityLogAddress);
  const [filter, setFilter] = useState<WeeklyFilterValue>({ startDate: thisWeek });
  const [sort, setSort] = useState<LogSort>(newestFirst);
  // Counts the clearings: each shows the search box afresh (empty).
  const [cleared, setCleared] = useState(0);
  const drivers = useDriverOptions();
  const params: ActivityLogParams = {
    start_date: filter.startDate,
    ...(filter.driverId ? { driver_id: filter.driverId } : {}),
    ...(address.state.search ? { search: address.state.search } : {}),
    sort: sort.column,
    sortDir: sort.direction,
  };
  const log = useActivityLog(params);
  const exportLog = useExportActivityLog();

  const clear = () => {
    setFilter({ startDate: thisWeek });
    address.update({ search: '' });
    setCleared((count) => count + 1);
  };

  return (
    <ListScreen
      title={t('title')}
      search={{ ...addressSearch(address, t('search'), t('searchPlaceholder')), resetCount: cleared }}
      exports={{ mutation: exportLog, filter: params }}
      filterBar={
        <WeeklyFilterBar
          mode="logs"
          value={filter}
          onChange={(next) => {
            setFilter(next);
            address.update({});
          }}
          drivers={(drivers.data ?? []).map((driver) => ({ value: String(driver.id), label: driver.name }))}
          onClear={clear}
        />
      }
      columns={{ catalogue: activityLogColumns, cells: logCells }}
      table={{
        caption: t('tableCaption'),
        rowKey: (row) => row.id,
        phoneColumns: logPhoneColumns,
        sort,
        onSortChange: onLogSort(setSort),
      }}
      page={addressClientPage(log.data ?? [], address, log.isFetching)}
    />
  );
}

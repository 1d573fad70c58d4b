import { Text } from '@mantine/core';
import type { ActivityLogEntry } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../../components/data-table/data-table';
import { translateMessage } from '../../../../lib/i18n';
import { formatDateTime } from '../../../../lib/format';
import { vehicleOverviewNamespace } from '../i18n';
import { OverviewSection } from './overview-section';

const dateTime = (value: string | null) => (value ? formatDateTime(value) : '');
const phoneColumns = ['action_date', 'driver_name', 'log'];

/** The vehicle's latest Vehicle Logs entries, newest first. */
export function HistorySection({
  entries,
  link,
  equipment,
}: {
  entries: ActivityLogEntry[];
  link: string;
  equipment: string;
}) {
  const { t } = useTranslation(vehicleOverviewNamespace);
  const columns: DataTableColumn<ActivityLogEntry>[] = [
    { key: 'action_date', header: t('history.columns.date'), render: (row) => dateTime(row.action_date) },
    { key: 'driver_name', header: t('history.columns.driver') },
    { key: 'log', header: t('history.columns.change'), render: (row) => translateMessage(row.log) },
    { key: 'assigned_from_date', header: t('history.columns.from'), render: (row) => dateTime(row.assigned_from_date) },
    { key: 'assigned_to_date', header: t('history.columns.to'), render: (row) => dateTime(row.assigned_to_date) },
    { key: 'note', header: t('history.columns.note') },
  ];
  return (
    <OverviewSection title={t('history.title')} links={[{ to: link, label: t('history.openAll', { equipment }) }]}>
      {entries.length === 0 ? (
        <Text size="sm">{t('history.none')}</Text>
      ) : (
        <DataTable
          columns={columns}
          rows={entries}
          rowKey={(row) => row.id}
          caption={t('history.caption', { equipment })}
          phoneColumns={phoneColumns}
          minWidth={720}
        />
      )}
    </OverviewSection>
  );
}

import { Stack, Title } from '@mantine/core';
import { reportRowMatches, type PreUseGap } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { Pagination } from '../../../components/pagination/pagination';
import { useClientPages } from '../../../components/pagination/use-client-pages';
import { VehicleLink } from '../../../components/vehicle-link';
import { formatDate } from '../../../lib/format';

/**
 * Each day a vehicle was tracked In Use with no valid inspection, and who drove it that day: whom to ask.
 * The report's search narrows these days too (by vehicle or driver); the table stays, empty, so the
 * admin sees the search found no such day.
 */
export function PreUseGapsTable({ gaps, search = '' }: { gaps: PreUseGap[]; search?: string }) {
  const { t } = useTranslation('reports');
  const pages = useClientPages(
    gaps.filter((gap) => reportRowMatches(gap, search)),
    25,
  );
  const columns: DataTableColumn<PreUseGap>[] = [
    { key: 'date', header: t('gaps.date'), render: (gap) => formatDate(gap.date) },
    {
      key: 'equipment_number',
      header: t('columns.equipment_number'),
      render: (gap) => <VehicleLink vehicleId={gap.vehicle_id} equipmentNumber={gap.equipment_number} />,
    },
    { key: 'vehicle_type', header: t('columns.vehicle_type') },
    { key: 'driver_names', header: t('gaps.drivers'), render: (gap) => gap.driver_names.join(', ') },
  ];
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('gaps.title')}
      </Title>
      <DataTable
        caption={t('captions.preUseGaps')}
        columns={columns}
        rows={pages.rows}
        rowKey={(gap) => `${gap.vehicle_id}-${gap.date}`}
        minWidth={480}
      />
      <Pagination {...pages.pagination} />
    </Stack>
  );
}

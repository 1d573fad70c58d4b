import { Anchor, Group, Text } from '@mantine/core';
import type { Defect } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { rowColorStyle } from '../../../components/data-table/row-color';
import { VehicleLink } from '../../../components/vehicle-link';
import { useCurrentUser } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
import { defectPath } from '../defect-path';
import { DefectSeverityBadge, DefectStatusBadge } from './defect-badges';
import { useDefectItemLabel } from './defect-item-label';

const phoneColumns = ['equipment_number', 'item', 'status', 'actions'];

/** The red of an overdue minor defect's row (the legend draws the same tint). */
export const overdueRowColor = '#fa5252';

type DefectsTableProps = {
  defects: Defect[];
  loading: boolean;
  /** The columns the admin chose in Column Options (a phone shows its own few instead). */
  visibleColumns?: readonly string[];
  caption?: string;
};

/** Defects, newest report first; an overdue row is tinted red and says "Overdue" beside its due time. */
export function DefectsTable({ defects, loading, visibleColumns, caption }: DefectsTableProps) {
  const { t } = useTranslation('defects');
  const itemLabel = useDefectItemLabel();
  const role = useCurrentUser()?.role;

  const columns: DataTableColumn<Defect>[] = [
    { key: 'id', header: t('columns.id'), width: 64 },
    {
      key: 'equipment_number',
      header: t('columns.equipmentNumber'),
      render: (row) => <VehicleLink vehicleId={row.vehicle_id} equipmentNumber={row.equipment_number} />,
    },
    { key: 'item', header: t('columns.item'), render: (row) => itemLabel(row) },
    {
      key: 'severity',
      header: t('columns.severity'),
      render: (row) => <DefectSeverityBadge severity={row.severity} />,
    },
    { key: 'status', header: t('columns.status'), render: (row) => <DefectStatusBadge status={row.status} /> },
    { key: 'reported_at', header: t('columns.reportedAt'), render: (row) => formatDateTime(row.reported_at) },
    {
      key: 'due_at',
      header: t('columns.dueAt'),
      render: (row) =>
        row.due_at ? (
          <Group gap={6} wrap="nowrap">
            <span>{formatDateTime(row.due_at)}</span>
            {row.overdue && (
              <Text span size="sm" fw={700} c="red.9">
                {t('overdue')}
              </Text>
            )}
          </Group>
        ) : (
          '—'
        ),
    },
    { key: 'occurrences', header: t('columns.occurrences'), width: 90 },
    {
      key: 'actions',
      header: t('columns.actions'),
      width: 96,
      render: (row) => (
        <Anchor component={Link} to={defectPath(row.id, role)} size="sm" aria-label={t('open', { id: row.id })}>
          {t('openShort')}
        </Anchor>
      ),
    },
  ];

  return (
    <DataTable
      columns={columns}
      rows={defects}
      rowKey={(row) => row.id}
      caption={caption ?? t('tableCaption')}
      loading={loading}
      visibleColumns={visibleColumns}
      phoneColumns={phoneColumns}
      rowStyle={(row) => (row.overdue ? rowColorStyle(overdueRowColor) : undefined)}
    />
  );
}

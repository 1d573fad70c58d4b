import { Anchor, Group, Text } from '@mantine/core';
import type { Defect, defectColumns } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rowColorStyle } from '../../../components/data-table/row-color';
import type { CatalogueCells } from '../../../components/list-screen/catalogue-columns';
import { VehicleLink } from '../../../components/vehicle-link';
import { useCurrentUser } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
import { defectPath } from '../defect-path';
import { DefectSeverityBadge, DefectStatusBadge } from './defect-badges';
import { useDefectItemLabel } from './defect-item-label';

/** What a phone has room for without scrolling sideways. */
export const defectPhoneColumns = ['equipment_number', 'item', 'status', 'actions'];

/** The red of an overdue minor defect's row (the legend draws the same tint). */
export const overdueRowColor = '#fa5252';

export const overdueRowStyle = (defect: Defect) => (defect.overdue ? rowColorStyle(overdueRowColor) : undefined);

/** How the Defects list draws its cells: badges for class and status, "Overdue" beside an overdue due time. */
export function useDefectCells(): CatalogueCells<Defect, typeof defectColumns> {
  const { t } = useTranslation('defects');
  const itemLabel = useDefectItemLabel();
  const role = useCurrentUser()?.role;

  return {
    id: { width: 64 },
    equipment_number: {
      render: (row) => <VehicleLink vehicleId={row.vehicle_id} equipmentNumber={row.equipment_number} />,
    },
    item: { render: (row) => itemLabel(row) },
    code: { width: 90, render: (row) => row.code ?? '—' },
    severity: { render: (row) => <DefectSeverityBadge severity={row.severity} /> },
    status: { render: (row) => <DefectStatusBadge status={row.status} /> },
    reported_at: { render: (row) => formatDateTime(row.reported_at) },
    due_at: {
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
    occurrences: { width: 90 },
    actions: {
      width: 96,
      render: (row) => (
        <Anchor component={Link} to={defectPath(row.id, role)} size="sm" aria-label={t('open', { id: row.id })}>
          {t('openShort')}
        </Anchor>
      ),
    },
  };
}

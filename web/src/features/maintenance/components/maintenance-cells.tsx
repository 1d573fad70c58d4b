import { ActionIcon, Stack, Text, Tooltip } from '@mantine/core';
import { serviceTaskNameIn, type MaintenanceRow, type maintenanceColumns } from '@fleet-ops/shared';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { rowColorStyle } from '../../../components/data-table/row-color';
import type { CatalogueCells } from '../../../components/list-screen/catalogue-columns';
import { VehicleLink } from '../../../components/vehicle-link';
import { currentLanguage } from '../../../lib/i18n';
import { useDueWords } from './due-words';
import { MaintenanceStatusBadge } from './maintenance-status-badge';

/** What a phone has room for without scrolling sideways. */
export const maintenancePhoneColumns = ['equipment_number', 'task_name', 'status', 'actions'];

/** The tints of overdue and due soon rows (the legend draws the same). */
export const overdueRowColor = '#fa5252';
export const dueSoonRowColor = '#fd7e14';

export function maintenanceRowStyle(row: MaintenanceRow) {
  if (row.status === 'overdue') return rowColorStyle(overdueRowColor);
  return row.status === 'due_soon' ? rowColorStyle(dueSoonRowColor) : undefined;
}

/** How the Maintenance list draws its cells: when last done, when next due by date, km and engine hours, and Record done. */
export function useMaintenanceCells(
  onRecordDone: (row: MaintenanceRow) => void,
): CatalogueCells<MaintenanceRow, typeof maintenanceColumns> {
  const { t } = useTranslation('maintenance');
  const words = useDueWords();
  const language = currentLanguage();

  return {
    equipment_number: {
      render: (row) => <VehicleLink vehicleId={row.vehicle_id} equipmentNumber={row.equipment_number} />,
    },
    task_name: { render: (row) => serviceTaskNameIn(row.task_name, language) },
    status: { render: (row) => <MaintenanceStatusBadge status={row.status} /> },
    last_done: { render: words.lastDone },
    next_due: {
      render: (row) => (
        <Stack gap={0}>
          {[words.byDate(row), words.byKm(row), words.byHours(row)]
            .filter((line) => line !== null)
            .map((line) => (
              <Text key={line} size="sm" style={{ whiteSpace: 'nowrap' }}>
                {line}
              </Text>
            ))}
        </Stack>
      ),
    },
    current_odometer: { render: (row) => words.km(row.current_odometer) },
    actions: {
      width: 80,
      render: (row) => {
        const label = t('recordDoneOf', { task: row.task_name, equipment: row.equipment_number });
        return (
          <Tooltip label={t('recordDone')}>
            <ActionIcon variant="subtle" size="lg" aria-label={label} onClick={() => onRecordDone(row)}>
              <IconCircleCheck size={18} />
            </ActionIcon>
          </Tooltip>
        );
      },
    },
  };
}

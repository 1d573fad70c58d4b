import { ActionIcon, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { MaintenanceRow } from '@fleet-ops/shared';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDialog } from '../../../components/use-dialog';
import { paths } from '../../../config/paths';
import { useMaintenance } from '../api/maintenance';
import '../i18n';
import { useDueWords } from './due-words';
import { MaintenanceStatusBadge } from './maintenance-status-badge';
import { RecordDoneModal } from './record-done-modal';

/** A vehicle has a few dozen tasks at most: the record shows them all. */
const tasksOnRecord = 100;

/** The Maintenance list narrowed to one vehicle. */
export function vehicleMaintenancePath(vehicleId: number): string {
  return `${paths.maintenance}?${new URLSearchParams({ vehicle_id: String(vehicleId) }).toString()}`;
}

/** The words of the vehicle record's Maintenance section (its title and its link), in the reader's language. */
export function useVehicleMaintenanceWords() {
  const { t } = useTranslation('maintenance');
  return { title: t('vehicleSection.title'), all: t('vehicleSection.all') };
}

/** Each service task of the vehicle with its status, last done and next due; each can be recorded as done. */
export function VehicleMaintenance({ vehicleId }: { vehicleId: number }) {
  const { t } = useTranslation('maintenance');
  const words = useDueWords();
  const list = useMaintenance({ vehicle_id: vehicleId, page: 1, per_page: tasksOnRecord }, vehicleId > 0);
  const { dialog, opened, open, close } = useDialog<{ row: MaintenanceRow }>();
  const rows = list.data?.data ?? [];

  if (list.isError) return <Text size="sm">{t('loadError')}</Text>;
  if (list.isPending) return null;
  if (rows.length === 0) return <Text size="sm">{t('vehicleSection.empty')}</Text>;

  return (
    <>
      <Table.ScrollContainer minWidth={520}>
        <Table>
          <VisuallyHidden component="caption">{t('vehicleSection.caption')}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.task')}</Table.Th>
              <Table.Th>{t('columns.status')}</Table.Th>
              <Table.Th>{t('columns.lastDone')}</Table.Th>
              <Table.Th>{t('columns.nextDue')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.task_id}>
                <Table.Td>{row.task_name}</Table.Td>
                <Table.Td>
                  <MaintenanceStatusBadge status={row.status} />
                </Table.Td>
                <Table.Td>{words.lastDone(row)}</Table.Td>
                <Table.Td>
                  {[words.byDate(row), words.byKm(row), words.byHours(row)]
                    .filter((line) => line !== null)
                    .map((line) => (
                      <Text key={line} size="sm">
                        {line}
                      </Text>
                    ))}
                </Table.Td>
                <Table.Td>
                  <Tooltip label={t('recordDone')}>
                    <ActionIcon
                      variant="subtle"
                      size="lg"
                      aria-label={t('recordDoneOf', { task: row.task_name, equipment: row.equipment_number })}
                      onClick={() => open({ row })}
                    >
                      <IconCircleCheck size={18} />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {dialog && <RecordDoneModal key={dialog.serial} row={dialog.row} opened={opened} onClose={close} />}
    </>
  );
}

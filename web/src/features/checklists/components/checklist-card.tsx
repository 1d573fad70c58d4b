import { Button, Group, Stack, Text } from '@mantine/core';
import type { ChecklistListRow } from '@fleet-ops/shared';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { VehicleLink } from '../../../components/vehicle-link';
import { formatDate } from '../../../lib/format';
import { checklistsNamespace } from '../i18n';
import { IssueMarker } from './checklist-columns';
import { RecordMarkers } from './record-markers';

/** One checklist on a phone: the vehicle, the day, who drove it, its result, and opening it. */
export function ChecklistCard({ row, onOpen }: { row: ChecklistListRow; onOpen: (row: ChecklistListRow) => void }) {
  const { t } = useTranslation(checklistsNamespace);
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>
          <VehicleLink vehicleId={row.vehicle_id} equipmentNumber={row.equipment_number} />
        </Text>
        <Group gap={4} justify="flex-end">
          <IssueMarker hasIssue={row.has_issue} />
          <RecordMarkers record={row} />
        </Group>
      </Group>
      <Text size="sm">
        {t('list.columns.date')}: {formatDate(row.date)}
      </Text>
      <Text size="sm">
        {t('list.columns.operator')}: {row.operator}
      </Text>
      <Group justify="flex-end">
        <Button
          variant="light"
          size="compact-md"
          leftSection={<IconEye size={16} />}
          aria-label={t('list.openChecklist', { equipment: row.equipment_number, date: formatDate(row.date) })}
          onClick={(event) => {
            // The card opens the checklist too: once is enough.
            event.stopPropagation();
            onOpen(row);
          }}
        >
          {t('list.open')}
        </Button>
      </Group>
    </Stack>
  );
}

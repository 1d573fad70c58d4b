import { Badge, Stack, Text } from '@mantine/core';
import type { VehicleListRow } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';

type Inspected = Pick<VehicleListRow, 'inspection_state' | 'inspection_valid_until'>;

const colours = { valid: 'green.9', expired: 'orange.9', out_of_service: 'red.8' } as const;

/**
 * A vehicle's inspection state in words (issue 36): "Valid until ..." while an inspection covers
 * now, else "Expired" or "Out of service": the driving gate, shown, never a lock.
 */
export function InspectionStateCell({ vehicle }: { vehicle: Inspected }) {
  const { t } = useTranslation('vehicles');
  const until = vehicle.inspection_valid_until;
  return (
    <Stack gap={2} align="flex-start">
      <Badge size="sm" variant="light" color={colours[vehicle.inspection_state]}>
        {t(`inspectionStates.${vehicle.inspection_state}`)}
      </Badge>
      {vehicle.inspection_state === 'valid' && until && (
        <Text size="xs">{t('inspectionValidUntil', { time: formatDateTime(until) })}</Text>
      )}
    </Stack>
  );
}

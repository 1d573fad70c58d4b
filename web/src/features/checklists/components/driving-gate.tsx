import '../countersign-i18n';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ChecklistFormOptions } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatTime } from '../../../lib/format';
import { countersignNamespace } from '../countersign-i18n';

type GateVehicle = ChecklistFormOptions['vehicles'][number];

/**
 * A badge's words wrap onto a second line rather than end in "…" on a narrow phone ("Ne pas
 * utiliser : aucune inspection valide" at 360 px): Mantine's label keeps to one line.
 */
const wrapping = { root: { height: 'auto' }, label: { whiteSpace: 'normal' } } as const;

/** "Valid until 14:32" today, the date too on another day; "Do not operate" and why otherwise. */
function GateLine({ vehicle, today }: { vehicle: GateVehicle; today: string }) {
  const { t } = useTranslation(countersignNamespace);
  const until = vehicle.inspection_valid_until;
  if (vehicle.inspection_state === 'valid' && until) {
    const time = until.startsWith(today) ? formatTime(until.slice(11)) : formatDateTime(until);
    return (
      <Badge color="green.9" variant="light" size="lg" styles={wrapping}>
        {t('gate.validUntil', { time })}
      </Badge>
    );
  }
  return (
    <Badge color="red.8" variant="filled" size="lg" styles={wrapping}>
      {vehicle.inspection_state === 'out_of_service' ? t('gate.outOfService') : t('gate.noInspection')}
    </Badge>
  );
}

/**
 * The driving gate where a driver picks a vehicle (issue 36): information, not a lock. Each of the
 * caller's vehicles with "valid until" or "do not operate" and why; older cached answers without
 * the state show nothing.
 */
export function DrivingGate({ options }: { options: ChecklistFormOptions }) {
  const { t } = useTranslation(countersignNamespace);
  const vehicles = options.vehicles.filter((vehicle) => vehicle.inspection_state !== undefined);
  if (options.mode === 'admin' || vehicles.length === 0) return null;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="driving-gate">
      <Stack gap="xs">
        <Title order={2} size="h5" id="driving-gate">
          {t('gate.title')}
        </Title>
        {vehicles.map((vehicle) => (
          <Group key={vehicle.equipment_number} gap="sm" wrap="wrap">
            <Text fw={600}>{vehicle.equipment_number}</Text>
            <GateLine vehicle={vehicle} today={options.today} />
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

import { Text } from '@mantine/core';
import { vehicleMessages, type VehicleListRow, type VehicleStatusName } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { showSuccess } from '../../../components/toasts';
import { translateMessage } from '../../../lib/i18n';
import { useDeleteVehicle } from '../api/delete-vehicle';
import { useToggleVehicleStatus } from '../api/toggle-vehicle-status';

type DialogProps = { vehicle: VehicleListRow; opened: boolean; onClose: () => void };

/** Which way a toggle goes, by the vehicle's state now: its title, message and button. */
function toggleWords(vehicle: VehicleListRow, name: VehicleStatusName) {
  if (name === 'status') {
    return vehicle.status === 'hidden'
      ? { key: 'show', action: 'show', destructive: false }
      : { key: 'hide', action: 'hide', destructive: true };
  }
  return vehicle.enabled
    ? { key: 'disable', action: 'disable', destructive: true }
    : { key: 'enable', action: 'enable', destructive: false };
}

/**
 * Hide or show (`status`), disable or enable (`enabled`) a vehicle, after a confirmation naming
 * its equipment number; the server's message is the success toast.
 */
export function VehicleStatusDialog({ vehicle, name, opened, onClose }: DialogProps & { name: VehicleStatusName }) {
  const { t } = useTranslation('vehicles');
  const toggle = useToggleVehicleStatus();
  const words = toggleWords(vehicle, name);

  const confirm = async () => {
    const response = await toggle.mutateAsync({ id: vehicle.id, name });
    showSuccess(response.message);
  };

  return (
    <ConfirmDialog
      opened={opened}
      title={t(`confirm.${words.key}Title`)}
      message={t(`confirm.${words.key}Message`, { equipment: vehicle.equipment_number })}
      confirmLabel={t(`actions.${words.action}`)}
      confirmColor={words.destructive ? 'red' : 'blue'}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

export function DeleteVehicleDialog({ vehicle, opened, onClose }: DialogProps) {
  const { t } = useTranslation('vehicles');
  const remove = useDeleteVehicle();

  const confirm = async () => {
    const response = await remove.mutateAsync(vehicle.id);
    showSuccess(response.message);
  };

  return (
    <ConfirmDialog
      opened={opened}
      title={t('confirm.deleteTitle', { equipment: vehicle.equipment_number })}
      message={`${translateMessage(vehicleMessages.confirmDelete)} ${vehicle.equipment_number}?`}
      confirmLabel={t('actions.delete')}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Text size="sm" c="dimmed" mt="xs">
        {vehicle.vehicle_type} · {vehicle.VIN_no}
      </Text>
    </ConfirmDialog>
  );
}

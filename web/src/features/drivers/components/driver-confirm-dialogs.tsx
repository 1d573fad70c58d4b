import { Center, List, Loader, Stack, Text } from '@mantine/core';
import type { AssignedVehicle, Driver } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { showSuccess } from '../../../components/toasts';
import { useDeleteDriver } from '../api/delete-driver';
import { useAssignedVehicles } from '../api/get-assigned-vehicles';
import { useToggleDriverStatus } from '../api/toggle-driver-status';

type DialogProps = { driver: Driver; opened: boolean; onClose: () => void };

/** The vehicles archiving ends: current ones, then upcoming ones marked '(Future)'. */
function AssignedVehicleList({ driverName, vehicles }: { driverName: string; vehicles: AssignedVehicle[] }) {
  const { t } = useTranslation('drivers');
  if (vehicles.length === 0) {
    return (
      <Text size="sm" c="dimmed" mt="sm">
        {t('confirm.archiveNoVehicles', { name: driverName })}
      </Text>
    );
  }
  return (
    <Stack gap={4} mt="sm">
      <Text size="sm">{t('confirm.archiveVehicles', { name: driverName })}</Text>
      <List size="sm" withPadding aria-label={t('confirm.archiveVehicles', { name: driverName })}>
        {vehicles.map((vehicle) => (
          <List.Item key={vehicle.assignment_id}>
            <Text span fw={600} size="sm">
              {vehicle.equipment_number}
            </Text>{' '}
            {vehicle.vehicle_type}
            {vehicle.is_future && (
              <Text span size="sm" fw={600}>
                {' '}
                {t('confirm.future')}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** Archive (listing the vehicles it takes the driver off) or unarchive, by the driver's state. */
export function ArchiveDriverDialog({ driver, opened, onClose }: DialogProps) {
  const { t } = useTranslation('drivers');
  const { t: tc } = useTranslation();
  const archiving = !driver.archived;
  const vehicles = useAssignedVehicles(driver.id, opened && archiving);
  const toggle = useToggleDriverStatus();

  const confirm = async () => {
    const response = await toggle.mutateAsync({ id: driver.id, mode: 'archived' });
    showSuccess(response.message);
  };

  return (
    <ConfirmDialog
      opened={opened}
      title={archiving ? t('confirm.archiveTitle') : t('confirm.unarchiveTitle')}
      message={archiving ? t('confirm.archiveMessage') : t('confirm.unarchiveMessage')}
      confirmLabel={archiving ? t('actions.archive') : t('actions.unarchive')}
      confirmColor={archiving ? 'red' : 'blue'}
      onConfirm={confirm}
      onClose={onClose}
    >
      {archiving &&
        (vehicles.data ? (
          <AssignedVehicleList driverName={driver.name} vehicles={vehicles.data} />
        ) : vehicles.isPending ? (
          <Center mt="sm">
            <Loader size="sm" role="status" aria-label={tc('common.loading')} />
          </Center>
        ) : null)}
    </ConfirmDialog>
  );
}

/** Enable or disable the driver's sign-in; disabling signs them out at once. */
export function EnableDriverDialog({ driver, opened, onClose }: DialogProps) {
  const { t } = useTranslation('drivers');
  const toggle = useToggleDriverStatus();
  const disabling = driver.enabled;

  const confirm = async () => {
    const response = await toggle.mutateAsync({ id: driver.id, mode: 'enabled' });
    showSuccess(response.message);
  };

  return (
    <ConfirmDialog
      opened={opened}
      title={disabling ? t('confirm.disableTitle') : t('confirm.enableTitle')}
      message={
        disabling
          ? t('confirm.disableMessage', { name: driver.name })
          : t('confirm.enableMessage', { name: driver.name })
      }
      confirmLabel={disabling ? t('actions.disable') : t('actions.enable')}
      confirmColor={disabling ? 'red' : 'blue'}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

export function DeleteDriverDialog({ driver, opened, onClose }: DialogProps) {
  const { t } = useTranslation('drivers');
  const remove = useDeleteDriver();

  const confirm = async () => {
    const response = await remove.mutateAsync(driver.id);
    showSuccess(response.message);
  };

  return (
    <ConfirmDialog
      opened={opened}
      title={t('confirm.deleteTitle')}
      message={t('confirm.deleteMessage')}
      confirmLabel={t('actions.delete')}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

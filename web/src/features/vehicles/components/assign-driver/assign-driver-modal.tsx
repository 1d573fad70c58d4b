import { Center, Divider, Loader, Modal, Stack, Text } from '@mantine/core';
import type { VehicleListRow } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { useDriverOptions } from '../../api/get-driver-options';
import { AssignDriverForm } from './assign-driver-form';
import { UpcomingDrivers } from './upcoming-drivers';

type AssignDriverModalProps = { vehicle: VehicleListRow; opened: boolean; onClose: () => void };

/** 'Assign Driver': the vehicle's three slots, then its upcoming assignments. */
export function AssignDriverModal({ vehicle, opened, onClose }: AssignDriverModalProps) {
  const { t } = useTranslation('vehicles');
  const { t: tc } = useTranslation();
  const drivers = useDriverOptions();

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('assign.title')}
      size="xl"
      closeButtonProps={{ 'aria-label': tc('common.close') }}
    >
      <Stack gap="md">
        <Text size="sm" fw={600}>
          {t('assign.for', { equipment: vehicle.equipment_number })}
        </Text>
        {drivers.data ? (
          <AssignDriverForm vehicle={vehicle} drivers={drivers.data} onClose={onClose} />
        ) : (
          <Center mih={160}>
            {drivers.isError ? null : <Loader role="status" aria-label={tc('common.loading')} />}
          </Center>
        )}
        <Divider />
        <UpcomingDrivers vehicleId={vehicle.id} />
      </Stack>
    </Modal>
  );
}

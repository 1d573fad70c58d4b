import { Divider, Stack, Text } from '@mantine/core';
import type { VehicleListRow } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { LoadingArea } from '../../../components/loading-area';
import { useDriverOptions } from '../../drivers';
import '../i18n';
import { AssignDriverForm } from './assign-driver-form';
import { UpcomingDrivers } from './upcoming-drivers';

type AssignDriverModalProps = { vehicle: VehicleListRow; opened: boolean; onClose: () => void };

/** 'Assign Driver': the vehicle's three slots, then its upcoming assignments. */
export function AssignDriverModal({ vehicle, opened, onClose }: AssignDriverModalProps) {
  const { t } = useTranslation('assignments');
  const drivers = useDriverOptions();

  return (
    <AppModal opened={opened} onClose={onClose} title={t('title')} size="xl">
      <Stack gap="md">
        <Text size="sm" fw={600}>
          {t('for', { equipment: vehicle.equipment_number })}
        </Text>
        {drivers.data ? (
          <AssignDriverForm vehicle={vehicle} drivers={drivers.data} onClose={onClose} />
        ) : (
          <LoadingArea minHeight={160} failed={drivers.isError} />
        )}
        <Divider />
        <UpcomingDrivers vehicleId={vehicle.id} />
      </Stack>
    </AppModal>
  );
}

import './i18n';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { vehicleMessages } from '@fleet-ops/shared';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useLocation, useNavigate, useParams } from 'react-router';
import { LoadingArea } from '../../../components/loading-area';
import { showError } from '../../../components/toasts';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { useVehicle } from '../api/get-vehicle';
import { VehicleTabs } from '../overview/vehicle-tabs';
import { vehicleFormNamespace } from './i18n';
import { pendingUploadsFrom } from './pending-uploads';
import type { SaveResult } from './use-save-vehicle';
import { VehicleForm } from './vehicle-form';

/** React Router numbers the app's history entries: 0 is where the visit started. */
function hasPreviousPage(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return (state?.idx ?? 0) > 0;
}

/** The id in `/vehicles/{id}`, or undefined on /vehicles/new; a malformed id reads as 0 (not found). */
function vehicleIdFrom(id: string | undefined): number | undefined {
  if (id === undefined) return undefined;
  return /^\d+$/.test(id) ? Number(id) : 0;
}

/**
 * /vehicles/new ('Add New Vehicle') and /vehicles/{id} ('Update Vehicle'). Back, and a save whose
 * files all uploaded, return to the previous page (or /vehicles). When files were refused the
 * person stays on the vehicle's form with them, to remove them or try again.
 */
export default function VehicleFormScreen() {
  const { t } = useTranslation(vehicleFormNamespace);
  const navigate = useNavigate();
  const location = useLocation();
  const vehicleId = vehicleIdFrom(useParams().id);
  const stored = useVehicle(vehicleId);
  const failedToLoad = stored.isError && !(stored.error instanceof ApiError && stored.error.status === 401);

  useEffect(() => {
    if (failedToLoad) showError(vehicleMessages.somethingWrong);
  }, [failedToLoad]);

  const goBack = () => {
    window.scrollTo({ top: 0 });
    if (hasPreviousPage()) void navigate(-1);
    else void navigate(paths.vehicles);
  };

  const saved = ({ vehicle, failed }: SaveResult) => {
    if (failed.length === 0) goBack();
    else if (vehicleId === undefined) {
      void navigate(generatePath(paths.vehicle, { id: String(vehicle.id) }), {
        replace: true,
        state: { pendingUploads: failed },
      });
    }
  };

  let content;
  if (vehicleId === undefined) content = <VehicleForm onSaved={saved} onCancel={goBack} />;
  else if (stored.data) {
    content = (
      <VehicleForm
        key={vehicleId}
        vehicle={stored.data}
        initialUploads={pendingUploadsFrom(location.state)}
        onSaved={saved}
        onCancel={goBack}
      />
    );
  } else if (stored.isError) {
    content = (
      <Text role="alert">
        {stored.error instanceof ApiError ? translateMessage(stored.error.message) : t('loadFailed')}
      </Text>
    );
  } else {
    content = <LoadingArea minHeight={200} />;
  }

  return (
    <Stack gap="md">
      {vehicleId !== undefined && (
        <VehicleTabs vehicleId={vehicleId} equipmentNumber={stored.data?.equipment_number} active="edit" />
      )}
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Title order={1} size="h2">
          {vehicleId === undefined ? t('addTitle') : t('editTitle')}
        </Title>
        <Button variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={goBack}>
          {t('back')}
        </Button>
      </Group>
      {content}
    </Stack>
  );
}

import { ActionIcon, Button, Group } from '@mantine/core';
import type { Vehicle } from '@fleet-ops/shared';
import { IconFileText, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { showSuccess } from '../../../../components/toasts';
import { openVehicleFile } from '../../api/open-vehicle-file';
import { useRemoveVehicleImage } from '../../api/remove-vehicle-image';
import { vehicleFormNamespace } from '../i18n';

/** The inspection file already stored: opened in a new tab (it may be a PDF), or removed after a question. */
export function StoredInspectionFile({ vehicle, url }: { vehicle: Vehicle; url: string }) {
  const { t } = useTranslation(vehicleFormNamespace);
  const remove = useRemoveVehicleImage(vehicle.id);
  const [confirming, setConfirming] = useState(false);
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        variant="light"
        leftSection={<IconFileText size={18} aria-hidden />}
        onClick={() => void openVehicleFile(url, `${vehicle.equipment_number}-inspection`)}
      >
        {t('fields.viewInspectionFile')}
      </Button>
      <ActionIcon
        variant="subtle"
        color="red"
        size="lg"
        aria-label={t('fields.removeInspectionFile')}
        onClick={() => setConfirming(true)}
      >
        <IconTrash size={18} />
      </ActionIcon>
      <ConfirmDialog
        opened={confirming}
        title={t('images.confirmRemoveInspectionTitle')}
        message={t('images.confirmRemoveInspection')}
        confirmLabel={t('images.removeConfirm')}
        onConfirm={async () => {
          const response = await remove.mutateAsync('inspection_file');
          showSuccess(response.message);
        }}
        onClose={() => setConfirming(false)}
      />
    </Group>
  );
}

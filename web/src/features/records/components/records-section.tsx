import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconArchive, IconFileZip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { useCurrentUser } from '../../../lib/auth';
import { formatDate } from '../../../lib/format';
import { useVehicle } from '../../vehicles';
import { recordsNamespace } from '../i18n';
import { DisposeForm } from './dispose-form';
import { InspectorFileForm } from './inspector-file-form';

/**
 * The vehicle record's "Records and inspections" (issue 37): whether and why the vehicle was
 * disposed of, its inspector's file, and (admins, a vehicle still in the fleet) its disposal.
 */
export function RecordsSection({ vehicleId }: { vehicleId: number }) {
  const { t } = useTranslation(recordsNamespace);
  const user = useCurrentUser();
  const vehicle = useVehicle(vehicleId).data;
  const [open, setOpen] = useState<'file' | 'dispose' | null>(null);
  if (!vehicle) return null;
  const equipment = vehicle.equipment_number;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="vehicle-records">
      <Stack gap="sm">
        <Title order={2} size="h4" id="vehicle-records">
          {t('record.title')}
        </Title>
        {vehicle.disposed_on && (
          <Alert
            color="gray"
            icon={<IconArchive size={18} />}
            title={t('record.disposed', { date: formatDate(vehicle.disposed_on), reason: vehicle.disposal_reason })}
          >
            {t('record.disposedNote')}
          </Alert>
        )}
        <Group>
          <Button leftSection={<IconFileZip size={18} />} onClick={() => setOpen('file')}>
            {t('record.inspectorFile')}
          </Button>
          {user?.role === 'admin' && !vehicle.disposed_on && (
            <Button variant="default" color="red" onClick={() => setOpen('dispose')}>
              {t('record.dispose')}
            </Button>
          )}
        </Group>
      </Stack>
      <AppModal
        opened={open === 'file'}
        onClose={() => setOpen(null)}
        title={t('file.vehicleTitle', { equipment })}
        size="lg"
      >
        <InspectorFileForm vehicle={{ id: vehicleId, equipment }} />
      </AppModal>
      <AppModal opened={open === 'dispose'} onClose={() => setOpen(null)} title={t('dispose.title', { equipment })}>
        <DisposeForm vehicleId={vehicleId} onDone={() => setOpen(null)} onCancel={() => setOpen(null)} />
      </AppModal>
    </Paper>
  );
}

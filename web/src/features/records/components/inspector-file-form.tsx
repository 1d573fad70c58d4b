import { Button, Group, Radio, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { vehicleParentTypes } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/inputs/date-field';
import { showFormErrors } from '../../../lib/form-errors';
import { currentLanguage } from '../../../lib/i18n';
import { useEquipmentNumbers } from '../../vehicles';
import { recordsNamespace } from '../i18n';
import { lastMonths } from './default-period';
import { DownloadProgress } from './download-progress';
import { formatSize, useFileDownload } from './use-file-download';

type Scope = 'vehicle' | 'type' | 'fleet';
type Values = { scope: Scope; vehicle_id: string; vehicle_parent_type: string; from: string; to: string };

/**
 * The inspector's file of a period (issue 37): of `vehicle` when given (the vehicle record), else
 * of a vehicle, a vehicle type or the whole fleet (Reports). The ZIP streams in with a progress
 * bar; the server checks the period and answers its messages under the fields.
 */
export function InspectorFileForm({ vehicle }: { vehicle?: { id: number; equipment: string } }) {
  const { t } = useTranslation(recordsNamespace);
  const vehicles = useEquipmentNumbers(vehicle === undefined);
  const form = useForm<Values>({
    initialValues: { scope: 'vehicle', vehicle_id: '', vehicle_parent_type: vehicleParentTypes[0], ...lastMonths(6) },
    validate: {
      vehicle_id: (value, values) =>
        vehicle === undefined && values.scope === 'vehicle' && value === '' ? t('file.pickVehicle') : null,
    },
  });
  const download = useFileDownload((size) => t('file.done', { size: formatSize(size, currentLanguage()) }));
  const submit = form.onSubmit(async (values) => {
    const period = { from: values.from, to: values.to, lang: currentLanguage() };
    const vehicleId = vehicle?.id ?? (values.scope === 'vehicle' ? Number(values.vehicle_id) : undefined);
    const refused =
      vehicleId !== undefined
        ? await download.start(`/api/vehicles/${vehicleId}/inspector_file`, period, 'inspector-file.zip')
        : await download.start(
            '/api/inspector_file',
            { ...period, vehicle_parent_type: values.scope === 'type' ? values.vehicle_parent_type : undefined },
            'inspector-file.zip',
          );
    if (refused) showFormErrors(form, refused);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('file.explain')}</Text>
        {vehicle === undefined && (
          <>
            <Radio.Group label={t('file.scope')} {...form.getInputProps('scope')}>
              <Stack gap="xs" mt="xs">
                {(['vehicle', 'type', 'fleet'] as const).map((scope) => (
                  <Radio key={scope} value={scope} label={t(`file.scopes.${scope}`)} />
                ))}
              </Stack>
            </Radio.Group>
            {form.values.scope === 'vehicle' && (
              <Select
                label={t('file.vehicle')}
                searchable
                data={(vehicles.data ?? []).map((entry) => ({
                  value: String(entry.id),
                  label: entry.equipment_number,
                }))}
                {...form.getInputProps('vehicle_id')}
              />
            )}
            {form.values.scope === 'type' && (
              <Select
                label={t('file.type')}
                data={[...vehicleParentTypes]}
                allowDeselect={false}
                {...form.getInputProps('vehicle_parent_type')}
              />
            )}
          </>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <DateField label={t('file.from')} required {...form.getInputProps('from')} />
          <DateField label={t('file.to')} required {...form.getInputProps('to')} />
        </SimpleGrid>
        <DownloadProgress state={download.state} />
        <Group>
          <Button type="submit" loading={download.state.running}>
            {t('file.download')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

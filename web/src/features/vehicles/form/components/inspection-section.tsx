import { Fieldset, FileInput, Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { vehicleFileLimits, type Vehicle } from '@fleet-ops/shared';
import { IconFileUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { businessTimeZone } from '../../../../config/business';
import { todayIn } from '../../../../lib/format';
import { vehicleFormNamespace } from '../i18n';
import type { PendingUpload } from '../pending-uploads';
import { visibleSections, type VehicleFormApi } from '../vehicle-form-values';
import { DateField } from '../../../../components/inputs/date-field';
import { StoredInspectionFile } from './stored-inspection-file';

type InspectionSectionProps = {
  form: VehicleFormApi;
  /** The vehicle being edited, for its stored inspection file. */
  vehicle?: Vehicle;
  /** A new inspection file, uploaded after the vehicle is saved (with why its last upload failed). */
  upload: PendingUpload | null;
  onFileChange: (file: File | null) => void;
};

/** Pending or completed; a completed inspection has a date (not after today), an inspector and a file. */
export function InspectionSection({ form, vehicle, upload, onFileChange }: InspectionSectionProps) {
  const { t } = useTranslation(vehicleFormNamespace);
  const shown = visibleSections(form.values);
  return (
    <Fieldset legend={t('sections.inspection')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
        <Radio.Group label={t('fields.inspectionStatus')} required {...form.getInputProps('inspection_status')}>
          <Group gap="lg" mt={8}>
            <Radio value="pending" label={t('options.pending')} />
            <Radio value="completed" label={t('options.completed')} />
          </Group>
        </Radio.Group>
        {shown.inspection && (
          <>
            <DateField
              label={t('fields.inspectionDate')}
              required
              // "Today" is the site's day, not the browser's (DESIGN.md section 1).
              maxDate={todayIn(businessTimeZone)}
              {...form.getInputProps('inspection_date')}
            />
            <TextInput
              label={t('fields.inspectorName')}
              required
              autoComplete="off"
              {...form.getInputProps('inspector_name')}
            />
            <Stack gap={6}>
              <FileInput
                label={t('fields.inspectionFile')}
                placeholder={t('fields.inspectionFilePlaceholder')}
                // Mantine's placeholder grey is too pale to read (axe); the darkened dimmed passes.
                styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
                description={t('fields.inspectionFileHint')}
                accept={vehicleFileLimits.inspectionAccept}
                leftSection={<IconFileUpload size={18} aria-hidden />}
                clearable
                clearButtonProps={{ 'aria-label': t('images.removeNew', { name: upload?.file.name ?? '' }) }}
                value={upload?.file ?? null}
                onChange={onFileChange}
                error={upload?.error}
              />
              {vehicle?.inspection_file && <StoredInspectionFile vehicle={vehicle} url={vehicle.inspection_file} />}
            </Stack>
          </>
        )}
      </SimpleGrid>
    </Fieldset>
  );
}

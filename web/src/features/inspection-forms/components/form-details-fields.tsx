import { Checkbox, Fieldset, MultiSelect, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  codeLabel,
  inspectionFormColumns,
  inspectionFormKinds,
  inspectionValidities,
  vehicleParentTypes,
  type ListColumn,
} from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { useValueLabel } from '../../../lib/value-label';
import { useEquipmentNumbers } from '../../vehicles';
import type { EditorValues } from '../editor-values';

/** A select's choices worded as the list's column words them, so the editor and the list say one thing. */
function codeChoices(column: Pick<ListColumn, 'labels'>, values: readonly string[]) {
  const language = currentLanguage();
  return values.map((value) => ({ value, label: codeLabel(column, value, language) }));
}

/** The form's name and description in both languages, its kind, how long an inspection is valid, and which vehicles use it. */
export function FormDetailsFields({ form }: { form: UseFormReturnType<EditorValues> }) {
  const { t } = useTranslation('inspectionForms');
  const label = useValueLabel();
  const vehicles = useEquipmentNumbers();
  const chosen = form.values.applies_to.vehicle_ids;

  return (
    <Stack gap="md">
      <Fieldset legend={t('editor.details')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('editor.name')} required {...form.getInputProps('name')} />
          <TextInput label={t('editor.nameFr')} required {...form.getInputProps('name_fr')} />
          <Textarea label={t('editor.description')} minRows={2} {...form.getInputProps('description')} />
          <Textarea label={t('editor.descriptionFr')} minRows={2} {...form.getInputProps('description_fr')} />
          <Select
            label={t('editor.kind')}
            data={codeChoices(inspectionFormColumns.columns.kind, inspectionFormKinds)}
            allowDeselect={false}
            {...form.getInputProps('kind')}
          />
          <Select
            label={t('editor.validity')}
            description={t('editor.validityHint')}
            data={codeChoices(inspectionFormColumns.columns.validity, inspectionValidities)}
            allowDeselect={false}
            {...form.getInputProps('validity')}
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('editor.appliesTo')}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('editor.appliesToHint')}
          </Text>
          <Checkbox
            label={t('editor.isDefault')}
            description={t('editor.isDefaultHint')}
            {...form.getInputProps('is_default', { type: 'checkbox' })}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <MultiSelect
              label={t('editor.parentTypes')}
              data={vehicleParentTypes.map((value) => ({ value, label: label('parentType', value) }))}
              clearable
              {...form.getInputProps('applies_to.vehicle_parent_types')}
            />
            <MultiSelect
              label={t('editor.vehicles')}
              data={(vehicles.data ?? []).map((vehicle) => ({
                value: String(vehicle.id),
                label: vehicle.equipment_number,
              }))}
              searchable
              clearable
              value={chosen.map(String)}
              onChange={(ids) => form.setFieldValue('applies_to.vehicle_ids', ids.map(Number))}
              error={form.errors['applies_to.vehicle_ids']}
            />
          </SimpleGrid>
        </Stack>
      </Fieldset>
    </Stack>
  );
}

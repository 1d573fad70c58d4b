import { Checkbox, Fieldset, SimpleGrid, Stack, Switch } from '@mantine/core';
import { vehicleEquipmentItems } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { checklistItemName } from '../../../../lib/checklist-item-names';
import { vehicleFormNamespace } from '../i18n';
import type { VehicleFormApi } from '../vehicle-form-values';

/**
 * What the vehicle carries (buggy whip, radio, cones, ...), and whether its Pre-OP Checklist asks
 * about each of them (`extra_checklist_items`).
 */
export function EquipmentSection({ form }: { form: VehicleFormApi }) {
  const { t, i18n } = useTranslation(vehicleFormNamespace);
  return (
    <Fieldset legend={t('sections.equipment')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, md: 3, lg: 4 }} spacing="md" verticalSpacing="sm">
          {vehicleEquipmentItems.map((item) => (
            <Checkbox
              key={item}
              label={checklistItemName(item, i18n.language)}
              {...form.getInputProps(item, { type: 'checkbox' })}
            />
          ))}
        </SimpleGrid>
        <Switch
          label={t('fields.extraChecklistItems')}
          description={t('fields.extraChecklistItemsHint')}
          {...form.getInputProps('extra_checklist_items', { type: 'checkbox' })}
        />
      </Stack>
    </Fieldset>
  );
}

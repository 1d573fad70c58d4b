import { Fieldset, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { vehicleFormNamespace } from '../i18n';
import type { VehicleFormApi } from '../vehicle-form-values';
import { DateField } from '../../../../components/inputs/date-field';

/** The paperwork the list colours when it runs out: stickers, insurance, registration. */
export function DocumentsSection({ form }: { form: VehicleFormApi }) {
  const { t } = useTranslation(vehicleFormNamespace);
  return (
    <Fieldset legend={t('sections.documents')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
        <DateField label={t('fields.abgMvaStickers')} {...form.getInputProps('abg_mva_stickers')} />
        <DateField label={t('fields.insuranceExpiry')} {...form.getInputProps('insurance_expiry')} />
        <DateField label={t('fields.regExpiry')} {...form.getInputProps('reg_expiry')} />
      </SimpleGrid>
    </Fieldset>
  );
}

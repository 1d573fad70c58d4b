import { Fieldset, Select, SimpleGrid } from '@mantine/core';
import { ownershipTypes } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { vehicleFormNamespace } from '../i18n';
import { shownReturnDate, visibleSections, type VehicleFormApi } from '../vehicle-form-values';
import { DateField } from '../../../../components/inputs/date-field';

/**
 * Own, lease or rent. Owned and leased vehicles need battery and tire expiries; rented ones
 * have a rental start, and the return date (start plus 28 days) is shown, not typed.
 */
export function OwnershipSection({ form }: { form: VehicleFormApi }) {
  const { t } = useTranslation(vehicleFormNamespace);
  const shown = visibleSections(form.values);
  return (
    <Fieldset legend={t('sections.ownership')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
        <Select
          label={t('fields.ownershipType')}
          placeholder={t('fields.ownershipPlaceholder')}
          data={ownershipTypes.map((type) => ({ value: type, label: t(`options.${type}`) }))}
          required
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('ownership_type')}
        />
        {shown.expiries && (
          <>
            <DateField label={t('fields.batteryExpiry')} required {...form.getInputProps('battery_expiry')} />
            <DateField label={t('fields.tireExpiry')} required {...form.getInputProps('tire_expiry')} />
          </>
        )}
        {shown.rental && (
          <>
            <DateField label={t('fields.rentalStartDate')} {...form.getInputProps('rental_start_date')} />
            <DateField
              label={t('fields.rentalReturnDate')}
              description={t('fields.rentalReturnHint')}
              disabled
              value={shownReturnDate(form.values) ?? ''}
              onChange={() => undefined}
            />
          </>
        )}
      </SimpleGrid>
    </Fieldset>
  );
}

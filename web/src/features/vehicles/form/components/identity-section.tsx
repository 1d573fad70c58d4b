import { Fieldset, Group, Radio, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { vehicleLocations, vehicleParentTypes } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../../components/inputs/number-field';
import { useValueLabel } from '../../../../lib/value-label';
import { vehicleFormNamespace } from '../i18n';
import { visibleSections, type VehicleFormApi } from '../vehicle-form-values';

/** What the vehicle is and where it works: equipment number, type, plates, odometer, mine, location. */
export function IdentitySection({ form }: { form: VehicleFormApi }) {
  const { t } = useTranslation(vehicleFormNamespace);
  const label = useValueLabel();
  const shown = visibleSections(form.values);
  return (
    <Fieldset legend={t('sections.identity')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label={t('fields.equipmentNumber')}
          required
          autoComplete="off"
          {...form.getInputProps('equipment_number')}
        />
        <TextInput
          label={t('fields.vehicleType')}
          required
          autoComplete="off"
          {...form.getInputProps('vehicle_type')}
        />
        <Select
          label={t('fields.vehicleParentType')}
          placeholder={t('fields.vehicleParentTypePlaceholder')}
          data={vehicleParentTypes.map((type) => ({ value: type, label: label('parentType', type) }))}
          required
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('vehicle_parent_type')}
        />
        <TextInput label={t('fields.vinNo')} required autoComplete="off" {...form.getInputProps('VIN_no')} />
        <TextInput
          label={t('fields.licensePlateNo')}
          required
          autoComplete="off"
          {...form.getInputProps('license_plate_no')}
        />
        <NumberField label={t('fields.lastOdmRead')} required whole grouped {...form.getInputProps('last_odm_read')} />
        <Switch label={t('fields.hasOdometer')} mt="md" {...form.getInputProps('has_odometer', { type: 'checkbox' })} />
        <Switch
          label={t('fields.hasHourMeter')}
          mt="md"
          {...form.getInputProps('has_hour_meter', { type: 'checkbox' })}
        />
        {form.values.has_hour_meter && (
          <NumberField label={t('fields.lastHourRead')} whole grouped {...form.getInputProps('last_hour_read')} />
        )}
        <NumberField
          label={t('fields.grossWeightKg')}
          description={t('fields.grossWeightKgHint')}
          whole
          grouped
          {...form.getInputProps('gross_weight_kg')}
        />
        <TextInput
          label={t('fields.ppeNo')}
          description={t('fields.ppeNoHint')}
          required
          autoComplete="off"
          {...form.getInputProps('ppe_no')}
        />
        <Radio.Group label={t('fields.mine')} required {...form.getInputProps('mine')}>
          <Group gap="lg" mt={8}>
            <Radio value="yes" label={t('options.yes')} />
            <Radio value="no" label={t('options.no')} />
          </Group>
        </Radio.Group>
        <Select
          label={t('fields.location')}
          placeholder={t('fields.locationPlaceholder')}
          description={t('fields.locationHint')}
          data={vehicleLocations.map((location) => ({ value: location, label: t(`options.${location}`) }))}
          required
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('location')}
        />
        {shown.locationOther && (
          <TextInput
            label={t('fields.locationOther')}
            required
            autoComplete="off"
            {...form.getInputProps('location_other')}
          />
        )}
      </SimpleGrid>
    </Fieldset>
  );
}

import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ChecklistFormOptions, EquipmentItems } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../components/inputs/number-field';
import { HourReadField } from '../../../components/hour-read-field';
import { ImplausibleConfirm } from '../../../components/implausible-confirm';
import { formatNumber } from '../../../lib/format';
import { checklistsNamespace } from '../i18n';
import { ChoicePicker } from './choice-picker';
import type { ChecklistFormValues } from './checklist-values';
import { formatOdometerMessage } from './odometer';

/** Hints under the box, so the boxes of a row line up on wide screens. */
const hintBelow: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

type ChecklistFieldsProps = {
  form: UseFormReturnType<ChecklistFormValues>;
  options: ChecklistFormOptions;
  /** The chosen vehicle's type, items and last reading, once loaded. */
  vehicleItems: EquipmentItems | undefined;
  chooseVehicle: (equipmentNumber: string | null) => void;
  chooseOperator: (driverId: string | null) => void;
};

/**
 * The checklist's fields above its items: vehicle, date, odometer (its last reading as the hint,
 * written as the error writes it), operator, vehicle type and oil life.
 */
export function ChecklistFields({ form, options, vehicleItems, chooseVehicle, chooseOperator }: ChecklistFieldsProps) {
  const { t } = useTranslation(checklistsNamespace);
  const { values } = form;
  const vehicleOptions = options.vehicles.map((vehicle) => ({
    value: vehicle.equipment_number,
    label: `${vehicle.equipment_number} · ${vehicle.vehicle_type}`,
  }));
  // An admin picks from the whole fleet and every driver; a driver or supervisor from a few, on a phone.
  const officeLists = options.mode === 'admin';
  const odometerError = form.errors.odm_read;
  const odometerMessage = typeof odometerError === 'string' ? formatOdometerMessage(odometerError) : odometerError;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
      <ChoicePicker
        label={t('form.equipmentNumber')}
        placeholder={vehicleOptions.length > 0 ? t('form.selectEquipment') : t('form.noVehicles')}
        nothingFound={t('form.noVehicles')}
        data={vehicleOptions}
        searchable={officeLists}
        value={values.equipment_number || null}
        error={form.errors.equipment_number}
        onChange={chooseVehicle}
      />
      <TextInput
        label={t('form.date')}
        type="date"
        min={options.may_backdate ? undefined : options.earliest_date}
        max={options.today}
        size="lg"
        required
        {...form.getInputProps('date_to_added')}
      />
      {/* A vehicle without an odometer (a loader with an hour meter, issue 37) is read in engine hours only. */}
      {vehicleItems?.has_odometer !== false && (
        <NumberField
          label={t('form.odmRead')}
          whole
          grouped
          size="lg"
          required
          description={
            vehicleItems ? t('form.lastReading', { reading: formatNumber(vehicleItems.last_odm_read) }) : undefined
          }
          inputWrapperOrder={hintBelow}
          {...form.getInputProps('odm_read')}
          onChange={(reading) => form.setFieldValue('odm_read', String(reading))}
          error={odometerMessage}
        />
      )}
      {vehicleItems?.has_hour_meter && (
        <HourReadField
          size="lg"
          lastHourRead={vehicleItems.last_hour_read}
          value={values.hour_read}
          onChange={(reading) => form.setFieldValue('hour_read', reading)}
          error={form.errors.hour_read}
        />
      )}
      <ImplausibleConfirm
        errors={[form.errors.odm_read, form.errors.hour_read]}
        checked={values.confirm_implausible === 'yes'}
        onChange={(checked) => form.setFieldValue('confirm_implausible', checked ? 'yes' : undefined)}
      />
      {options.mode === 'driver' ? (
        <TextInput label={t('form.operator')} size="lg" readOnly value={values.operator} error={form.errors.operator} />
      ) : (
        <ChoicePicker
          label={t('form.operator')}
          placeholder={t('form.selectOperator')}
          nothingFound={t('form.noOperatorFound')}
          data={options.operators.map((operator) => ({ value: String(operator.id), label: operator.name }))}
          searchable={officeLists}
          value={values.driver_id || null}
          error={form.errors.operator ?? form.errors.driver_id}
          onChange={chooseOperator}
        />
      )}
      <TextInput
        label={t('form.vehicleType')}
        size="lg"
        readOnly
        value={values.vehicle_type}
        error={form.errors.vehicle_type}
      />
      <NumberField
        label={t('form.oilLife')}
        whole
        size="lg"
        description={t('form.oilLifeHint')}
        inputWrapperOrder={hintBelow}
        {...form.getInputProps('oil_life')}
        onChange={(percent) => form.setFieldValue('oil_life', String(percent))}
      />
    </SimpleGrid>
  );
}

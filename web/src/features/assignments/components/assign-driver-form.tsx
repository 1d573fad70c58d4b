import { Checkbox, Group, Radio, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { noteForValues, type DriverOptionWithLicence, type NoteFor, type VehicleListRow } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '../../../components/app-modal';
import { FormActions } from '../../../components/form-actions';
import { showSuccess } from '../../../components/toasts';
import { businessTimeZone } from '../../../config/business';
import { showFormErrors } from '../../../lib/form-errors';
import { formatDateTime, nowIn } from '../../../lib/format';
import { useAssignDrivers } from '../api/assign-drivers';
import {
  assignDriverErrors,
  hasUnsavedAssignment,
  initialAssignValues,
  placeDriverErrors,
  slotDetails,
  slotOf,
  slots,
  toAssignRequest,
  type AssignDriverValues,
  type Slot,
} from './assign-driver-values';
import { DriverLicence } from './driver-licence';

type AssignDriverFormProps = {
  vehicle: VehicleListRow;
  drivers: DriverOptionWithLicence[];
  onClose: () => void;
};

/**
 * The three slots' drivers, then the note (and, for a temporary driver, the start and end) of the
 * slot chosen in 'Note for'. Disabled drivers and drivers whose licence has expired are listed but
 * cannot be chosen; an expired or expiring licence shows under the driver's name.
 */
export function AssignDriverForm({ vehicle, drivers, onClose }: AssignDriverFormProps) {
  const { t } = useTranslation('assignments');
  const assign = useAssignDrivers(vehicle.id);
  const form = useForm<AssignDriverValues>({
    initialValues: initialAssignValues(vehicle),
    validate: (values) => assignDriverErrors(values, vehicle, nowIn(businessTimeZone)),
  });
  const now = nowIn(businessTimeZone);
  useUnsavedChanges(hasUnsavedAssignment(form.values, vehicle));

  const driverChoices = (slot: Slot) => {
    const choices = drivers.map((driver) => ({
      value: String(driver.id),
      label: driver.enabled ? driver.name : t('disabledDriver', { name: driver.name }),
      disabled: !driver.enabled || driver.expiry_status === 'expired',
    }));
    // A slot's driver who can no longer be chosen (archived) still shows as its value.
    const current = vehicle[`driver_${slot}_id`];
    if (current !== null && !drivers.some((driver) => driver.id === current)) {
      choices.unshift({ value: String(current), label: vehicle[`driver_${slot}_name`] ?? '', disabled: true });
    }
    return choices;
  };

  const byId = new Map(drivers.map((driver) => [String(driver.id), driver]));
  const renderOption = ({ option }: { option: { value: string; label: string } }) => {
    const driver = byId.get(option.value);
    return (
      <Stack gap={2}>
        <Text size="sm">{option.label}</Text>
        {driver && <DriverLicence driver={driver} />}
      </Stack>
    );
  };
  const chosenLicence = (slot: Slot) => {
    const chosen = byId.get(form.values.drivers_id[slot - 1] ?? '');
    return chosen && chosen.expiry_status !== 'ok' ? <DriverLicence driver={chosen} /> : undefined;
  };

  const submit = form.onSubmit((values) => {
    assign.mutate(toAssignRequest(values), {
      onSuccess: (response) => {
        showSuccess(response.message);
        onClose();
      },
      onError: (error) =>
        showFormErrors({ values, setErrors: (errors) => form.setErrors(placeDriverErrors(errors, values)) }, error),
    });
  });

  const chooseSlot = (noteFor: string) => {
    const chosen = noteForValues.find((value) => value === noteFor);
    if (chosen) form.setValues(slotDetails(vehicle, chosen));
  };
  const pickerProps = {
    minDate: now,
    clearable: true,
    valueFormat: (date: string) => formatDateTime(date),
    popoverProps: { withinPortal: true },
    submitButtonProps: { 'aria-label': t('useDateTime') },
    timePickerProps: { hoursInputLabel: t('hours'), minutesInputLabel: t('minutes') },
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" role="group" aria-label={t('slots')}>
          {slots.map((slot) => (
            <Select
              key={slot}
              label={t('driver', { slot })}
              placeholder={t('noDriver')}
              data={driverChoices(slot)}
              renderOption={renderOption}
              description={chosenLicence(slot)}
              clearable
              clearButtonProps={{ 'aria-label': t('clearDriver', { slot }) }}
              searchable
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps(`drivers_id.${slot - 1}`)}
            />
          ))}
        </SimpleGrid>
        <Radio.Group label={t('noteFor')} required value={form.values.note_for} onChange={chooseSlot}>
          <Group gap="lg" mt={6}>
            {noteForValues.map((noteFor: NoteFor) => (
              <Radio key={noteFor} value={noteFor} label={t('noteForSlot', { slot: slotOf(noteFor) })} />
            ))}
          </Group>
        </Radio.Group>
        <Textarea label={t('note')} required rows={2} maxLength={500} {...form.getInputProps('note')} />
        <Checkbox
          label={t('temporary')}
          description={t('temporaryHint')}
          {...form.getInputProps('temporary', { type: 'checkbox' })}
        />
        {form.values.temporary && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <DateTimePicker
              label={t('start')}
              clearButtonProps={{ 'aria-label': t('clear', { field: t('start') }) }}
              required
              {...pickerProps}
              {...form.getInputProps('assigned_from_date')}
            />
            <DateTimePicker
              label={t('end')}
              clearButtonProps={{ 'aria-label': t('clear', { field: t('end') }) }}
              required
              {...pickerProps}
              {...form.getInputProps('assigned_to_date')}
            />
          </SimpleGrid>
        )}
        <FormActions submitLabel={t('save')} onCancel={onClose} pending={assign.isPending} />
      </Stack>
    </form>
  );
}

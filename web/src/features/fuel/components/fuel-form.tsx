import { Select, SimpleGrid, Stack } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { fuelEntryForm, fuelMessages, meterMessages, type FuelEntry, type FuelVehicle } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import { DateField } from '../../../components/inputs/date-field';
import { NumberField } from '../../../components/inputs/number-field';
import { showFormErrors } from '../../../lib/form-errors';
import { validateWith } from '../../../lib/form-validation';
import { formatNumber } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { HourReadField } from '../../../components/hour-read-field';
import { ImplausibleConfirm } from '../../../components/implausible-confirm';
import { useDriverChoices, useSaveFuelEntry, type FuelBody } from '../api/fuel';

type Props = {
  vehicles: FuelVehicle[];
  /** Correct this fill-up; a new one when null. */
  entry: FuelEntry | null;
  /** The vehicle chosen to start with (the only one, on a driver's phone). */
  vehicleId?: number;
  /** The office's form: a date and a driver. The phone's has neither (today, and the driver is the caller). */
  office: boolean;
  onSaved: (message: string) => void;
  onCancel: () => void;
};

function initialValues(entry: FuelEntry | null, vehicleId: number | undefined): FuelBody {
  return {
    vehicle_id: entry ? String(entry.vehicle_id) : vehicleId ? String(vehicleId) : '',
    date: entry?.date ?? '',
    litres: entry ? String(entry.litres) : '',
    cost: entry ? String(entry.cost) : '',
    odometer: entry?.odometer === null || entry?.odometer === undefined ? '' : String(entry.odometer),
    driver_id: entry?.driver_id ? String(entry.driver_id) : '',
    // Sent only when there is one: a vehicle without an hour meter has none.
    ...(entry?.hour_read === null || entry?.hour_read === undefined ? {} : { hour_read: String(entry.hour_read) }),
  };
}

/**
 * The meters the chosen vehicle has (issue 37): only those are sent, the odometer is required when
 * it has one, and engine hours when they are its only meter (a loader), as the server asks.
 */
function withMeters(values: FuelBody, vehicle: FuelVehicle | undefined): FuelBody {
  if (!vehicle) return values;
  return {
    ...values,
    odometer: vehicle.has_odometer ? values.odometer : undefined,
    hour_read: vehicle.has_hour_meter ? values.hour_read : undefined,
  };
}

function meterErrors(values: FuelBody, vehicle: FuelVehicle | undefined): FormErrors {
  const blank = (value: string | undefined) => (value ?? '').trim() === '';
  if (!vehicle || vehicle.has_odometer) {
    return blank(values.odometer) ? { odometer: translateMessage(fuelMessages.odometerRequired) } : {};
  }
  return vehicle.has_hour_meter && blank(values.hour_read)
    ? { hour_read: translateMessage(meterMessages.hourReadRequired) }
    : {};
}

const checkSchema = validateWith<FuelBody>(fuelEntryForm);

/** Vehicle, litres, cost and the vehicle's meters (its last readings beside them); on the phone, big targets. */
export function FuelForm({ vehicles, entry, vehicleId, office, onSaved, onCancel }: Props) {
  const { t } = useTranslation('fuel');
  const save = useSaveFuelEntry();
  const drivers = useDriverChoices(office);
  const vehicleOf = (values: FuelBody) => vehicles.find((vehicle) => String(vehicle.id) === values.vehicle_id);
  const form = useForm<FuelBody>({
    mode: 'controlled',
    initialValues: initialValues(entry, vehicleId),
    validate: (values) => {
      const vehicle = vehicleOf(values);
      return { ...meterErrors(values, vehicle), ...checkSchema(withMeters(values, vehicle)) };
    },
  });
  const size = office ? 'sm' : 'lg';
  const chosen = vehicleOf(form.values);
  const number = (field: 'litres' | 'cost' | 'odometer') => ({
    ...form.getInputProps(field),
    onChange: (value: string | number) => form.setFieldValue(field, String(value)),
  });

  const submit = form.onSubmit(async (values) => {
    const metered = withMeters(values, chosen);
    const body = office ? metered : { ...metered, date: undefined, driver_id: undefined };
    try {
      const response = await save.mutateAsync({ id: entry?.id, body });
      form.reset();
      onSaved(response.message);
    } catch (error) {
      showFormErrors(form, error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: office ? 2 : 1 }} spacing="sm">
          <Select
            label={t('form.vehicle')}
            placeholder={t('form.vehiclePlaceholder')}
            data={vehicles.map((vehicle) => ({ value: String(vehicle.id), label: vehicle.equipment_number }))}
            searchable={office}
            required
            allowDeselect={false}
            size={size}
            {...form.getInputProps('vehicle_id')}
            value={form.values.vehicle_id || null}
          />
          {office && <DateField label={t('form.date')} {...form.getInputProps('date')} />}
          <NumberField label={t('form.litres')} required size={size} {...number('litres')} />
          <NumberField label={t('form.cost')} required size={size} decimals={2} {...number('cost')} />
          {(!chosen || chosen.has_odometer) && (
            <NumberField
              label={t('form.odometer')}
              required
              whole
              grouped
              size={size}
              description={chosen ? t('form.lastReading', { reading: formatNumber(chosen.last_odm_read) }) : undefined}
              {...number('odometer')}
            />
          )}
          {chosen?.has_hour_meter && (
            <HourReadField
              size={size}
              required={!chosen.has_odometer}
              lastHourRead={chosen.last_hour_read}
              value={form.values.hour_read}
              onChange={(reading) => form.setFieldValue('hour_read', reading)}
              error={form.errors.hour_read}
            />
          )}
          <ImplausibleConfirm
            errors={[form.errors.odometer, form.errors.hour_read]}
            checked={form.values.confirm_implausible === 'yes'}
            onChange={(checked) => form.setFieldValue('confirm_implausible', checked ? 'yes' : undefined)}
          />
          {office && (
            <Select
              label={t('form.driver')}
              placeholder={t('form.driverPlaceholder')}
              data={(drivers.data?.data ?? []).map((person) => ({ value: String(person.id), label: person.name }))}
              searchable
              clearable
              value={form.values.driver_id || null}
              onChange={(value: string | null) => form.setFieldValue('driver_id', value ?? '')}
              error={form.errors.driver_id}
            />
          )}
        </SimpleGrid>
        <FormActions
          submitLabel={entry ? t('form.save') : t('form.add')}
          onCancel={onCancel}
          pending={save.isPending}
          mt="sm"
        />
      </Stack>
    </form>
  );
}

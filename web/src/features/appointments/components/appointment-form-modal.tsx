import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import {
  appointmentCommentsMax,
  appointmentForm,
  type Appointment,
  type AppointmentFormValues,
} from '@fleet-ops/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { DateField } from '../../../components/inputs/date-field';
import { showError, showSuccess } from '../../../components/toasts';
import { FormActions } from '../../../components/form-actions';
import { ApiError } from '../../../lib/api-client';
import { showFormErrors } from '../../../lib/form-errors';
import { validateWith } from '../../../lib/form-validation';
import { translateMessage } from '../../../lib/i18n';
import { useValueLabel } from '../../../lib/value-label';
import { useCreateAppointment } from '../api/create-appointment';
import { useAppointmentTypes } from '../api/get-appointment-types';
import { useEquipmentNumbers } from '../../vehicles';
import { useLocations } from '../../locations';
import { ServiceTaskSelect } from './service-task-select';
import { useUpdateAppointment } from '../api/update-appointment';

type FormValues = {
  vehicle_id: string;
  vehicle_no: string;
  date_to_added: string;
  appointment_type: string;
  location_id: string;
  time: string;
  comments: string;
  service_task_id: string;
};

function initialValues(appointment: Appointment | null, date: string | undefined): FormValues {
  return {
    vehicle_id: appointment ? String(appointment.vehicle_id) : '',
    vehicle_no: appointment?.VIN_No ?? '',
    date_to_added: appointment?.date ?? date ?? '',
    appointment_type: appointment ? String(appointment.appointment_type_id) : '',
    location_id: appointment ? String(appointment.locations_id) : '',
    time: appointment?.time ?? '',
    comments: appointment?.comments ?? '',
    service_task_id: appointment?.service_task_id ? String(appointment.service_task_id) : '',
  };
}

type AppointmentFormModalProps = {
  opened: boolean;
  onClose: () => void;
  /** Edit this one; add a new one when null. */
  appointment: Appointment | null;
  /** The day picked in the calendar, for a new appointment. */
  date?: string;
};

/** 'Add Appointment' / 'Edit Appointment': checked with the schema the server uses. */
export function AppointmentFormModal({ opened, onClose, appointment, date }: AppointmentFormModalProps) {
  const { t } = useTranslation('appointments');
  const label = useValueLabel();
  const vehicles = useEquipmentNumbers();
  const types = useAppointmentTypes();
  const locations = useLocations();
  const create = useCreateAppointment();
  const update = useUpdateAppointment();
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: initialValues(appointment, date),
    validate: validateWith<FormValues>(appointmentForm),
  });

  useEffect(() => {
    if (vehicles.isError) showError(t('equipmentError'));
  }, [vehicles.isError, t]);

  const vehicleOptions = (vehicles.data ?? []).map((vehicle) => ({
    value: String(vehicle.id),
    label: `${vehicle.equipment_number} · ${vehicle.vehicle_type}`,
  }));
  // A hidden or disabled vehicle is not offered any more, but its appointments stay editable.
  if (appointment && !vehicleOptions.some((option) => option.value === String(appointment.vehicle_id))) {
    vehicleOptions.unshift({
      value: String(appointment.vehicle_id),
      label: `${appointment.equipment_number} · ${appointment.vehicle_type}`,
    });
  }

  const chooseVehicle = (id: string | null) => {
    const vehicle = vehicles.data?.find((entry) => String(entry.id) === id);
    form.setFieldValue('vehicle_id', id ?? '');
    form.setFieldValue(
      'vehicle_no',
      vehicle?.VIN_no ?? (id === String(appointment?.vehicle_id) ? appointment!.VIN_No : ''),
    );
  };

  const pending = create.isPending || update.isPending;
  const submit = form.onSubmit(async (values) => {
    const body = values as AppointmentFormValues;
    try {
      const response = appointment
        ? await update.mutateAsync({ id: appointment.id, values: body })
        : await create.mutateAsync(body);
      showSuccess(response.message);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409)
        form.setFieldError('time', translateMessage(error.message));
      else showFormErrors(form, error);
    }
  });

  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={appointment ? t('form.editTitle') : t('form.addTitle')}
      size="lg"
      dirty={form.isDirty()}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Select
            label={t('form.vehicle')}
            placeholder={t('form.vehiclePlaceholder')}
            data={vehicleOptions}
            value={form.values.vehicle_id || null}
            onChange={chooseVehicle}
            error={form.errors.vehicle_no ?? form.errors.vehicle_id}
            searchable
            required
            nothingFoundMessage={t('form.vehiclePlaceholder')}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput label={t('form.vin')} value={form.values.vehicle_no} readOnly variant="filled" />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <DateField label={t('form.date')} required {...form.getInputProps('date_to_added')} />
            <TimeInput label={t('form.time')} required {...form.getInputProps('time')} />
            <Select
              label={t('form.type')}
              placeholder={t('form.typePlaceholder')}
              data={(types.data ?? []).map((type) => ({
                value: String(type.id),
                label: label('appointmentType', type.name),
              }))}
              required
              allowDeselect={false}
              {...form.getInputProps('appointment_type')}
              value={form.values.appointment_type || null}
            />
            <Select
              label={t('form.location')}
              placeholder={t('form.locationPlaceholder')}
              data={(locations.data ?? []).map((location) => ({
                value: String(location.id),
                label: label('location', location.name),
              }))}
              required
              allowDeselect={false}
              {...form.getInputProps('location_id')}
              value={form.values.location_id || null}
            />
          </SimpleGrid>
          <ServiceTaskSelect
            vehicle={vehicles.data?.find((vehicle) => String(vehicle.id) === form.values.vehicle_id)}
            value={form.values.service_task_id}
            onChange={(value) => form.setFieldValue('service_task_id', value)}
            error={form.errors.service_task_id as string | undefined}
          />
          <Textarea
            label={t('form.comments')}
            autosize
            minRows={3}
            maxRows={8}
            description={t('form.commentsCount', { count: form.values.comments.length, max: appointmentCommentsMax })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('comments')}
          />
          <FormActions
            submitLabel={appointment ? t('form.save') : t('form.add')}
            onCancel={onClose}
            pending={pending}
            mt="sm"
          />
        </Stack>
      </form>
    </AppModal>
  );
}

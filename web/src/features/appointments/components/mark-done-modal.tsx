import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { appointmentDoneForm, type Appointment } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { AppModal, useUnsavedChanges } from '../../../components/app-modal';
import { FormActions } from '../../../components/form-actions';
import { DateField } from '../../../components/inputs/date-field';
import { NumberField } from '../../../components/inputs/number-field';
import { showSuccess } from '../../../components/toasts';
import { showFormErrors } from '../../../lib/form-errors';
import { validateWith } from '../../../lib/form-validation';
import { useMarkAppointmentDone } from '../api/appointment-done';

type DoneValues = { done_on: string; done_odometer: number | string };

function MarkDoneForm({ appointment, onClose }: { appointment: Appointment; onClose: () => void }) {
  const { t } = useTranslation('appointments');
  const mark = useMarkAppointmentDone();
  // The booked day, or the day and reading recorded before when it is corrected.
  const form = useForm<DoneValues>({
    mode: 'controlled',
    initialValues: { done_on: appointment.done_on ?? appointment.date, done_odometer: appointment.done_odometer ?? '' },
    validate: validateWith<DoneValues>(appointmentDoneForm),
  });
  useUnsavedChanges(form.isDirty());

  const submit = form.onSubmit((values) =>
    mark.mutate(
      { id: appointment.id, values },
      {
        onSuccess: (response) => {
          showSuccess(response.message);
          onClose();
        },
        onError: (error) => showFormErrors(form, error),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t('done.vehicle')} value={appointment.equipment_number} readOnly variant="filled" />
        {appointment.service_task_name && (
          <TextInput label={t('done.serviceTask')} value={appointment.service_task_name} readOnly variant="filled" />
        )}
        <DateField label={t('done.doneOn')} required {...form.getInputProps('done_on')} />
        <NumberField
          label={t('done.odometer')}
          description={t('done.odometerHint')}
          whole
          grouped
          key={form.key('done_odometer')}
          {...form.getInputProps('done_odometer')}
        />
        <FormActions submitLabel={t('done.save')} onCancel={onClose} pending={mark.isPending} mt="sm" />
      </Stack>
    </form>
  );
}

type MarkDoneModalProps = { appointment: Appointment; opened: boolean; onClose: () => void };

/** "Mark done": the day the visit was done and the odometer then; its service task counts from them. */
export function MarkDoneModal({ appointment, opened, onClose }: MarkDoneModalProps) {
  const { t } = useTranslation('appointments');
  return (
    <AppModal opened={opened} onClose={onClose} title={t('done.title')}>
      <MarkDoneForm appointment={appointment} onClose={onClose} />
    </AppModal>
  );
}

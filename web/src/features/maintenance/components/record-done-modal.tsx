import { Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { serviceCompletionForm, type MaintenanceRow } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { AppModal, useUnsavedChanges } from '../../../components/app-modal';
import { FormActions } from '../../../components/form-actions';
import { DateField } from '../../../components/inputs/date-field';
import { NumberField } from '../../../components/inputs/number-field';
import { showSuccess } from '../../../components/toasts';
import { businessTimeZone } from '../../../config/business';
import { showFormErrors } from '../../../lib/form-errors';
import { validateWith } from '../../../lib/form-validation';
import { todayIn } from '../../../lib/format';
import { useRecordCompletion } from '../api/maintenance';
import '../i18n';

type CompletionValues = {
  vehicle_id: number;
  service_task_id: number;
  done_on: string;
  odometer: number | string;
  hours: number | string;
  notes: string;
};

function RecordDoneForm({ row, onClose }: { row: MaintenanceRow; onClose: () => void }) {
  const { t } = useTranslation('maintenance');
  const record = useRecordCompletion();
  // Today and the vehicle's last reading: what an admin recording a service just done would type.
  const form = useForm<CompletionValues>({
    mode: 'controlled',
    initialValues: {
      vehicle_id: row.vehicle_id,
      service_task_id: row.task_id,
      done_on: todayIn(businessTimeZone),
      odometer: row.current_odometer,
      // The vehicle's hour meter for a task due by engine hours (issue 37); others send none.
      hours: row.next_due_hours === null ? '' : row.current_hours,
      notes: '',
    },
    validate: validateWith<CompletionValues>(serviceCompletionForm),
  });
  useUnsavedChanges(form.isDirty());

  const submit = form.onSubmit((values) =>
    record.mutate(values, {
      onSuccess: (response) => {
        showSuccess(response.message);
        onClose();
      },
      onError: (error) => showFormErrors(form, error),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t('recordForm.vehicle')} value={row.equipment_number} readOnly variant="filled" />
        <TextInput label={t('recordForm.task')} value={row.task_name} readOnly variant="filled" />
        <DateField label={t('recordForm.doneOn')} required {...form.getInputProps('done_on')} />
        <NumberField
          label={t('recordForm.odometer')}
          description={row.next_due_odometer === null ? undefined : t('recordForm.odometerHint')}
          required={row.next_due_odometer !== null}
          whole
          grouped
          key={form.key('odometer')}
          {...form.getInputProps('odometer')}
        />
        {row.next_due_hours !== null && (
          <NumberField
            label={t('recordForm.hours')}
            description={t('recordForm.hoursHint')}
            required
            whole
            grouped
            key={form.key('hours')}
            {...form.getInputProps('hours')}
          />
        )}
        <Textarea label={t('recordForm.notes')} autosize minRows={2} maxRows={6} {...form.getInputProps('notes')} />
        <FormActions submitLabel={t('recordForm.save')} onCancel={onClose} pending={record.isPending} mt="sm" />
      </Stack>
    </form>
  );
}

type RecordDoneModalProps = { row: MaintenanceRow; opened: boolean; onClose: () => void };

/** "Record as done": the task's completion on that vehicle (date, odometer, engine hours), from which its next due counts. */
export function RecordDoneModal({ row, opened, onClose }: RecordDoneModalProps) {
  const { t } = useTranslation('maintenance');
  return (
    <AppModal opened={opened} onClose={onClose} title={t('recordForm.title')}>
      <RecordDoneForm row={row} onClose={onClose} />
    </AppModal>
  );
}

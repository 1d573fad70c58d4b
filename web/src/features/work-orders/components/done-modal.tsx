import { Checkbox, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { workOrderStatusForm, type WorkOrderDetail } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { FormActions } from '../../../components/form-actions';
import { ImplausibleConfirm } from '../../../components/implausible-confirm';
import { HourReadField } from '../../../components/hour-read-field';
import { DateField } from '../../../components/inputs/date-field';
import { NumberField } from '../../../components/inputs/number-field';
import { showSuccess } from '../../../components/toasts';
import { showFormErrors } from '../../../lib/form-errors';
import { validateWith } from '../../../lib/form-validation';
import { useChangeWorkOrderStatus } from '../api/work-orders';

type Values = {
  completed_on: string;
  odometer: string;
  hours: string;
  mark_defects_repaired: boolean;
  confirm_implausible: boolean;
};

/**
 * "Mark done": the completion date (today when left empty), the vehicle's meters then (the
 * odometer, and the engine hours when it has an hour meter: issue 37), and whether the linked
 * defects were repaired.
 */
export function DoneModal({
  order,
  opened,
  onClose,
}: {
  order: WorkOrderDetail;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('workOrders');
  const change = useChangeWorkOrderStatus();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      completed_on: '',
      odometer: order.odometer === null ? '' : String(order.odometer),
      hours: order.hours === null ? '' : String(order.hours),
      mark_defects_repaired: true,
      confirm_implausible: false,
    },
    // The status is the button's, not a field: the date and meters are checked as the server will.
    validate: validateWith<Values>(workOrderStatusForm.omit({ status: true })),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const response = await change.mutateAsync({
        id: order.id,
        body: {
          status: 'done',
          ...(values.completed_on ? { completed_on: values.completed_on } : {}),
          ...(values.odometer && order.vehicle_has_odometer ? { odometer: values.odometer } : {}),
          ...(values.hours && order.vehicle_has_hour_meter ? { hours: values.hours } : {}),
          // Sent once the person confirmed a reading far above the last one (issue 37).
          ...(values.confirm_implausible ? { confirm_implausible: true } : {}),
          mark_defects_repaired: order.defects.length > 0 && values.mark_defects_repaired,
        },
      });
      showSuccess(response.message);
      onClose();
    } catch (error) {
      showFormErrors(form, error);
    }
  });
  return (
    <AppModal opened={opened} onClose={onClose} title={t('steps.doneTitle')} dirty={form.isDirty()}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('steps.doneHint')}</Text>
          <DateField label={t('steps.completedOn')} {...form.getInputProps('completed_on')} />
          {order.vehicle_has_odometer && (
            <NumberField
              label={t('steps.odometer')}
              whole
              grouped
              {...form.getInputProps('odometer')}
              onChange={(value) => form.setFieldValue('odometer', String(value))}
            />
          )}
          {order.vehicle_has_hour_meter && (
            <HourReadField
              lastHourRead={undefined}
              value={form.values.hours}
              onChange={(reading) => form.setFieldValue('hours', reading)}
              error={form.errors.hours}
            />
          )}
          <ImplausibleConfirm
            errors={[form.errors.odometer, form.errors.hours]}
            checked={form.values.confirm_implausible}
            onChange={(checked) => form.setFieldValue('confirm_implausible', checked)}
          />
          {order.defects.length > 0 && (
            <Checkbox
              label={t('steps.markDefectsRepaired')}
              {...form.getInputProps('mark_defects_repaired', { type: 'checkbox' })}
            />
          )}
          <FormActions submitLabel={t('steps.confirmDone')} onCancel={onClose} pending={change.isPending} mt="sm" />
        </Stack>
      </form>
    </AppModal>
  );
}

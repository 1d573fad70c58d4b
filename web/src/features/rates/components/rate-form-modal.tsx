import { Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { updateRateRequest, type Rate, type UpdateRate } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { AppModal, useUnsavedChanges } from '../../../components/app-modal';
import { NumberField } from '../../../components/inputs/number-field';
import { showSuccess } from '../../../components/toasts';
import { FormActions } from '../../../components/form-actions';
import { showFormErrors } from '../../../lib/form-errors';
import { validateWith } from '../../../lib/form-validation';
import { useValueLabel } from '../../../lib/value-label';
import { useUpdateRate } from '../api/update-rate';

type RateValues = { full_day_rate: number | string; shared_day_rate: number | string };

function RateForm({ rate, onClose }: { rate: Rate; onClose: () => void }) {
  const { t } = useTranslation('rates');
  const label = useValueLabel();
  const update = useUpdateRate();
  // Controlled, so a minus sign typed is seen at once and the dialog knows of unsaved changes.
  const form = useForm<RateValues>({
    mode: 'controlled',
    initialValues: { full_day_rate: rate.full_day_rate, shared_day_rate: rate.shared_day_rate },
    validate: validateWith<RateValues>(updateRateRequest),
  });

  useUnsavedChanges(form.isDirty());

  const submit = form.onSubmit((values) =>
    update.mutate(
      { id: rate.id, values: updateRateRequest.parse(values) satisfies UpdateRate },
      {
        onSuccess: (response) => {
          showSuccess(response.message);
          onClose();
        },
        onError: (error) => showFormErrors(form, error),
      },
    ),
  );

  const money = { decimals: 2, currency: true, grouped: true };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t('form.vehicleType')} value={label('parentType', rate.vehicle_parent_type)} readOnly />
        <NumberField
          label={t('form.fullDayRate')}
          required
          {...money}
          key={form.key('full_day_rate')}
          {...form.getInputProps('full_day_rate')}
        />
        <NumberField
          label={t('form.sharedDayRate')}
          required
          {...money}
          key={form.key('shared_day_rate')}
          {...form.getInputProps('shared_day_rate')}
        />
        <Text size="sm" c="dimmed">
          {t('form.hint')}
        </Text>
        <FormActions submitLabel={t('form.save')} onCancel={onClose} pending={update.isPending} />
      </Stack>
    </form>
  );
}

/** The edit modal of 'Rate for Vehicles': the vehicle type is read-only, both daily rates are edited. */
export function RateFormModal({ rate, opened, onClose }: { rate: Rate; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('rates');
  return (
    <AppModal opened={opened} onClose={onClose} title={t('form.title')}>
      <RateForm rate={rate} onClose={onClose} />
    </AppModal>
  );
}

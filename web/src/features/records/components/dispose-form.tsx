import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { disposeVehicleRequest, type DisposeVehicleRequest } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/inputs/date-field';
import { showSuccess } from '../../../components/toasts';
import { showFormErrors } from '../../../lib/form-errors';
import { validateWith } from '../../../lib/form-validation';
import { translateMessage } from '../../../lib/i18n';
import { useDisposeVehicle } from '../api/dispose-vehicle';
import { recordsNamespace } from '../i18n';
import { lastMonths } from './default-period';

type Values = { date: string; reason: string };
const validate = validateWith<Values>(disposeVehicleRequest);

/** `POST api/vehicles/{id}/dispose`: the disposal date (today by default) and the reason. */
export function DisposeForm({
  vehicleId,
  onDone,
  onCancel,
}: {
  vehicleId: number;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(recordsNamespace);
  const dispose = useDisposeVehicle(vehicleId);
  const form = useForm<Values>({ initialValues: { date: lastMonths(0).to, reason: '' }, validate });
  const submit = form.onSubmit((values: DisposeVehicleRequest) =>
    dispose.mutate(values, {
      onSuccess: (answer) => {
        showSuccess(translateMessage(answer.message));
        onDone();
      },
      onError: (error) => void showFormErrors(form, error),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('dispose.explain')}</Text>
        <DateField label={t('dispose.date')} required {...form.getInputProps('date')} />
        <Textarea label={t('dispose.reason')} required rows={2} {...form.getInputProps('reason')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('dispose.cancel')}
          </Button>
          <Button type="submit" color="red" loading={dispose.isPending}>
            {t('dispose.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

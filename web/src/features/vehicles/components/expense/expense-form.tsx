import { Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { IncomeRecord, VehicleListRow } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '../../../../components/app-modal';
import { FormActions } from '../../../../components/form-actions';
import { NumberField } from '../../../../components/inputs/number-field';
import { showSuccess } from '../../../../components/toasts';
import { showFormErrors } from '../../../../lib/form-errors';
import { formatDateTime, formatMoney } from '../../../../lib/format';
import { useSaveIncome } from '../../api/save-income';
import {
  expenseErrors,
  expenseValues,
  liveTotals,
  saveRequest,
  withFormFields,
  type ExpenseAmountField,
  type ExpenseValues,
} from './expense-values';

type ExpenseFormProps = {
  vehicle: VehicleListRow;
  /** The Sunday of the week being edited. */
  startDate: string;
  /** What is stored for the week, null when nothing is yet. */
  stored: IncomeRecord | null;
  onClose: () => void;
};

const amountLabels: Record<ExpenseAmountField, string> = {
  revenue: 'expense.revenue',
  rental_cost: 'expense.rentalCost',
  gas: 'expense.gas',
  ins: 'expense.ins',
  maintenance: 'expense.maintenance',
};

/** One week's revenue and expenses; ISC and net follow the amounts as they are typed. */
export function ExpenseForm({ vehicle, startDate, stored, onClose }: ExpenseFormProps) {
  const { t } = useTranslation('vehicles');
  const save = useSaveIncome(vehicle.id);
  const form = useForm<ExpenseValues>({
    initialValues: expenseValues(stored),
    validate: (values) => expenseErrors(values, vehicle.id, startDate),
  });
  useUnsavedChanges(form.isDirty());
  const totals = liveTotals(form.values);
  const money = (amount: number | null) => (amount === null ? '—' : formatMoney(amount));

  const submit = form.onSubmit((values) => {
    save.mutate(saveRequest(values, vehicle.id, startDate), {
      onSuccess: (response) => {
        showSuccess(response.message);
        onClose();
      },
      onError: (error) => showFormErrors(form, withFormFields(error)),
    });
  });

  const amount = (field: ExpenseAmountField) => (
    <NumberField
      key={field}
      label={t(amountLabels[field])}
      required
      decimals={2}
      grouped
      currency
      {...form.getInputProps(field)}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput label={t('expense.vehicle')} value={vehicle.vehicle_type} readOnly />
          <TextInput label={t('expense.vin')} value={vehicle.VIN_no} readOnly />
          {amount('revenue')}
          {amount('rental_cost')}
          {amount('gas')}
          {amount('ins')}
          {amount('maintenance')}
        </SimpleGrid>
        <Group justify="space-between" align="center">
          <Text size="sm" c="dimmed">
            {stored ? t('expense.savedOn', { when: formatDateTime(stored.updated_at) }) : t('expense.notSaved')}
          </Text>
          <Text fw={700} aria-live="polite">
            {t('expense.net')}: {money(totals.net)}
          </Text>
        </Group>
        <FormActions submitLabel={t('expense.save')} onCancel={onClose} pending={save.isPending} />
      </Stack>
    </form>
  );
}

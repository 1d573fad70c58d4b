import { Select, Stack, Text } from '@mantine/core';
import { addDays, weekKey, weekStart, type VehicleListRow } from '@fleet-ops/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal, useGuardedClose } from '../../../../components/app-modal';
import { LoadingArea } from '../../../../components/loading-area';
import { useWeeks } from '../../../../components/weekly-filter-bar/api/get-weeks';
import { businessTimeZone } from '../../../../config/business';
import { formatDateRange, todayIn } from '../../../../lib/format';
import { useIncome } from '../../api/get-income';
import { ExpenseForm } from './expense-form';

type ExpenseModalProps = { vehicle: VehicleListRow; opened: boolean; onClose: () => void };

type WeekSelectProps = {
  options: { value: string; label: string }[];
  startDate: string;
  onChange: (start: string) => void;
};

/** Another week loads that week's amounts in a fresh form: with amounts typed and not saved, it asks first. */
function WeekSelect({ options, startDate, onChange }: WeekSelectProps) {
  const { t } = useTranslation('vehicles');
  const guard = useGuardedClose();
  return (
    <Select
      label={t('expense.week')}
      required
      data={options}
      value={weekKey(startDate)}
      onChange={(key) => key && key !== weekKey(startDate) && guard(() => onChange(key.slice(0, 10)))}
      allowDeselect={false}
      searchable
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/**
 * The Expense modal ('Add Income'): choose a week, and the week stored for the vehicle is loaded
 * into the form (blank when there is none). It opens on the current week of the business timezone.
 */
export function ExpenseModal({ vehicle, opened, onClose }: ExpenseModalProps) {
  const { t } = useTranslation('vehicles');
  const [startDate, setStartDate] = useState(() => weekStart(todayIn(businessTimeZone)));
  const weeks = useWeeks();
  const income = useIncome(vehicle.id, startDate);

  const starts = weeks.data?.includes(startDate) ? weeks.data : [startDate, ...(weeks.data ?? [])];
  const weekOptions = starts.map((start) => ({
    value: weekKey(start),
    label: formatDateRange(start, addDays(start, 6)),
  }));

  return (
    <AppModal opened={opened} onClose={onClose} title={t('expense.title')} size="lg">
      <Stack gap="md">
        <Text size="sm" fw={600}>
          {t('expense.for', { equipment: vehicle.equipment_number })}
        </Text>
        <WeekSelect options={weekOptions} startDate={startDate} onChange={setStartDate} />
        {income.isSuccess && !income.isFetching ? (
          // A fresh form per week, so each starts from that week's stored amounts.
          <ExpenseForm key={startDate} vehicle={vehicle} startDate={startDate} stored={income.data} onClose={onClose} />
        ) : (
          <LoadingArea minHeight={200} failed={income.isError} />
        )}
      </Stack>
    </AppModal>
  );
}

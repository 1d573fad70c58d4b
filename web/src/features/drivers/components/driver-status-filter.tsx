import { Select } from '@mantine/core';
import type { DriverStatusFilter as DriverStatus } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { driverStatusChoices } from '../driver-list-state';

/** The Drivers list's own filter, after the search: all, enabled, disabled or archived drivers. */
export function DriverStatusFilter({
  status,
  onChange,
}: {
  status: DriverStatus;
  onChange: (status: DriverStatus) => void;
}) {
  const { t } = useTranslation('drivers');
  return (
    <Select
      label={t('status')}
      data={driverStatusChoices.map((choice) => ({ value: choice, label: t(`statuses.${choice}`) }))}
      value={status}
      onChange={(choice) => {
        const chosen = driverStatusChoices.find((candidate) => candidate === choice);
        if (chosen) onChange(chosen);
      }}
      allowDeselect={false}
      w={{ base: '100%', xs: 180 }}
    />
  );
}

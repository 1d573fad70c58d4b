import { Select } from '@mantine/core';
import type { DriverStatusFilter } from '@fleet-ops/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchListToolbar } from '../../../components/list-toolbar';
import { driverStatusChoices } from '../driver-list-state';

type DriversToolbarProps = {
  search: string;
  onSearchChange: (search: string) => void;
  status: DriverStatusFilter;
  onStatusChange: (status: DriverStatusFilter) => void;
  onAdd: () => void;
  onExport: () => void;
  exporting: boolean;
  /** The shared Column Options button, wired to the screen's saved choice. */
  columnOptions: ReactNode;
};

/** Search as you type (after a short pause), the status filter, Column Options, Export CSV and Add New Driver. */
export function DriversToolbar({
  search,
  onSearchChange,
  status,
  onStatusChange,
  onAdd,
  onExport,
  exporting,
  columnOptions,
}: DriversToolbarProps) {
  const { t } = useTranslation('drivers');

  return (
    <SearchListToolbar
      search={{ label: t('search'), placeholder: t('searchPlaceholder'), value: search, onChange: onSearchChange }}
      filters={
        <Select
          label={t('status')}
          data={driverStatusChoices.map((choice) => ({ value: choice, label: t(`statuses.${choice}`) }))}
          value={status}
          onChange={(choice) => choice && onStatusChange(choice)}
          allowDeselect={false}
          w={{ base: '100%', xs: 180 }}
        />
      }
      columnOptions={columnOptions}
      exportCsv={{ label: t('exportCsv'), onExport, exporting }}
      add={{ label: t('addNew'), onAdd }}
    />
  );
}

import { Button, Select } from '@mantine/core';
import type { DriverStatusFilter } from '@fleet-ops/shared';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '../../../components/list-toolbar';
import { SearchField } from '../../../components/search-field';
import { driverStatusChoices } from '../driver-list-state';

type DriversToolbarProps = {
  search: string;
  onSearchChange: (search: string) => void;
  status: DriverStatusFilter;
  onStatusChange: (status: DriverStatusFilter) => void;
  onAdd: () => void;
  onExport: () => void;
  exporting: boolean;
};

/** Search as you type (after a short pause), the status filter, Add New Driver and Export CSV. */
export function DriversToolbar({
  search,
  onSearchChange,
  status,
  onStatusChange,
  onAdd,
  onExport,
  exporting,
}: DriversToolbarProps) {
  const { t } = useTranslation('drivers');

  return (
    <ListToolbar
      filters={
        <>
          <SearchField
            label={t('search')}
            placeholder={t('searchPlaceholder')}
            search={search}
            onSearchChange={onSearchChange}
            w={{ base: '100%', xs: 280 }}
          />
          <Select
            label={t('status')}
            data={driverStatusChoices.map((choice) => ({ value: choice, label: t(`statuses.${choice}`) }))}
            value={status}
            onChange={(choice) => choice && onStatusChange(choice)}
            allowDeselect={false}
            w={{ base: '100%', xs: 180 }}
          />
        </>
      }
      actions={
        <>
          <Button variant="default" leftSection={<IconDownload size={18} />} onClick={onExport} loading={exporting}>
            {t('exportCsv')}
          </Button>
          <Button leftSection={<IconPlus size={18} />} onClick={onAdd}>
            {t('addNew')}
          </Button>
        </>
      }
    />
  );
}

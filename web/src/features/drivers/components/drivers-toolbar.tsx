import { Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { DriverStatusFilter } from '@fleet-ops/shared';
import { IconDownload, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const [text, setText] = useState(search);
  const searchLater = useDebouncedCallback((value: string) => onSearchChange(value.trim()), 350);

  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap" style={{ flex: '1 1 320px' }}>
        <TextInput
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            searchLater(event.currentTarget.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              searchLater.cancel();
              onSearchChange(text.trim());
            }
          }}
          w={{ base: '100%', xs: 280 }}
        />
        <Select
          label={t('status')}
          data={driverStatusChoices.map((choice) => ({ value: choice, label: t(`statuses.${choice}`) }))}
          value={status}
          onChange={(choice) => choice && onStatusChange(choice as DriverStatusFilter)}
          allowDeselect={false}
          w={{ base: '100%', xs: 180 }}
        />
      </Group>
      <Group gap="sm" wrap="wrap">
        <Button variant="default" leftSection={<IconDownload size={18} />} onClick={onExport} loading={exporting}>
          {t('exportCsv')}
        </Button>
        <Button leftSection={<IconPlus size={18} />} onClick={onAdd}>
          {t('addNew')}
        </Button>
      </Group>
    </Group>
  );
}

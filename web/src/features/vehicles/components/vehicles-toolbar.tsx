import { Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  vehicleListTypes,
  vehicleOwnershipFilters,
  type VehicleListType,
  type VehicleOwnershipFilter,
} from '@fleet-ops/shared';
import { IconDownload, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

type VehiclesToolbarProps = {
  search: string;
  onSearchChange: (search: string) => void;
  type: VehicleListType;
  onTypeChange: (type: VehicleListType) => void;
  ownership: VehicleOwnershipFilter;
  onOwnershipChange: (ownership: VehicleOwnershipFilter) => void;
  onExport: () => void;
  exporting: boolean;
  /** The Column Options button. */
  columnOptions: ReactNode;
};

/** 'all_vehicles' reads 'All Vehicles': a filter added to the shared list shows even before it has words. */
function humanized(value: string): string {
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Search as you type (after a short pause), the list filter and ownership, Column Options, Export CSV and Add. */
export function VehiclesToolbar(props: VehiclesToolbarProps) {
  const { t } = useTranslation('vehicles');
  const [text, setText] = useState(props.search);
  const searchLater = useDebouncedCallback((value: string) => props.onSearchChange(value.trim()), 350);

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
              props.onSearchChange(text.trim());
            }
          }}
          w={{ base: '100%', xs: 260 }}
        />
        <Select
          label={t('filter')}
          data={vehicleListTypes.map((type) => ({ value: type, label: t(`types.${type}`, humanized(type)) }))}
          value={props.type}
          onChange={(choice) => {
            const type = vehicleListTypes.find((candidate) => candidate === choice);
            if (type) props.onTypeChange(type);
          }}
          allowDeselect={false}
          w={{ base: '100%', xs: 210 }}
        />
        <Select
          label={t('ownershipFilter')}
          data={vehicleOwnershipFilters.map((ownership) => ({ value: ownership, label: t(`ownership.${ownership}`) }))}
          value={props.ownership}
          onChange={(choice) => {
            const ownership = vehicleOwnershipFilters.find((candidate) => candidate === choice);
            if (ownership) props.onOwnershipChange(ownership);
          }}
          allowDeselect={false}
          w={{ base: '100%', xs: 150 }}
        />
      </Group>
      <Group gap="sm" wrap="wrap">
        {props.columnOptions}
        <Button
          variant="default"
          leftSection={<IconDownload size={18} />}
          onClick={props.onExport}
          loading={props.exporting}
        >
          {t('exportCsv')}
        </Button>
        <Button component={Link} to={paths.newVehicle} leftSection={<IconPlus size={18} />}>
          {t('addNew')}
        </Button>
      </Group>
    </Group>
  );
}

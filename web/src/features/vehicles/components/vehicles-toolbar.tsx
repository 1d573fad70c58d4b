import { Checkbox, Select } from '@mantine/core';
import {
  vehicleListTypes,
  vehicleOwnershipFilters,
  type VehicleListType,
  type VehicleOwnershipFilter,
} from '@fleet-ops/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchListToolbar } from '../../../components/list-toolbar';
import { paths } from '../../../config/paths';

type VehiclesToolbarProps = {
  search: string;
  onSearchChange: (search: string) => void;
  type: VehicleListType;
  onTypeChange: (type: VehicleListType) => void;
  ownership: VehicleOwnershipFilter;
  onOwnershipChange: (ownership: VehicleOwnershipFilter) => void;
  outOfService: boolean;
  onOutOfServiceChange: (outOfService: boolean) => void;
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

  return (
    <SearchListToolbar
      search={{
        label: t('search'),
        placeholder: t('searchPlaceholder'),
        value: props.search,
        onChange: props.onSearchChange,
      }}
      filters={
        <>
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
            data={vehicleOwnershipFilters.map((ownership) => ({
              value: ownership,
              label: t(`ownership.${ownership}`),
            }))}
            value={props.ownership}
            onChange={(choice) => {
              const ownership = vehicleOwnershipFilters.find((candidate) => candidate === choice);
              if (ownership) props.onOwnershipChange(ownership);
            }}
            allowDeselect={false}
            w={{ base: '100%', xs: 150 }}
          />
          <Checkbox
            label={t('outOfServiceFilter')}
            checked={props.outOfService}
            onChange={(event) => props.onOutOfServiceChange(event.currentTarget.checked)}
            mb={8}
          />
        </>
      }
      columnOptions={props.columnOptions}
      exportCsv={{ label: t('exportCsv'), onExport: props.onExport, exporting: props.exporting }}
      add={{ label: t('addNew'), to: paths.newVehicle }}
    />
  );
}

import { ActionIcon } from '@mantine/core';
import type { ColumnPreference, Rate } from '@fleet-ops/shared';
import { IconPencil } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { formatMoney } from '../../../lib/format';
import { labelValue, ValueLabel } from '../../../lib/value-label';

const column = (key: string, label: string): ColumnPreference => ({
  column: key,
  label: `rates:columns.${label}`,
  visible: true,
});

/** Every column of the Rates table in order, with its label: the Column Options list (page `rates`). */
export const rateColumnDefaults: ColumnPreference[] = [
  column('vehicle_parent_type', 'vehicleType'),
  column('full_day_rate', 'fullDayRate'),
  column('shared_day_rate', 'sharedDayRate'),
  column('actions', 'actions'),
];

/** The table's columns; the pencil opens the rate's edit dialog. */
export function rateColumns(t: TFunction<'rates'>, onEdit: (rate: Rate) => void): DataTableColumn<Rate>[] {
  return [
    {
      key: 'vehicle_parent_type',
      header: t('columns.vehicleType'),
      render: (rate) => <ValueLabel kind="parentType" value={rate.vehicle_parent_type} />,
    },
    { key: 'full_day_rate', header: t('columns.fullDayRate'), render: (rate) => formatMoney(rate.full_day_rate) },
    { key: 'shared_day_rate', header: t('columns.sharedDayRate'), render: (rate) => formatMoney(rate.shared_day_rate) },
    {
      key: 'actions',
      header: t('columns.actions'),
      width: 72,
      render: (rate) => (
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={t('edit', { type: labelValue('parentType', rate.vehicle_parent_type) })}
          onClick={() => onEdit(rate)}
        >
          <IconPencil size={18} />
        </ActionIcon>
      ),
    },
  ];
}

/**
 * The rates whose vehicle type (stored, or as shown in the reader's language) holds the typed text,
 * ignoring case: the list is a handful of types, so the screen searches what it has, as the
 * export's `search` does on the server.
 */
export function searchRates(rates: Rate[], search: string): Rate[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return rates;
  return rates.filter((rate) =>
    [rate.vehicle_parent_type, labelValue('parentType', rate.vehicle_parent_type)].some((text) =>
      text.toLowerCase().includes(needle),
    ),
  );
}

import { ActionIcon } from '@mantine/core';
import type { Rate, rateColumns } from '@fleet-ops/shared';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CatalogueCells } from '../../../components/list-screen/catalogue-columns';
import { formatMoney } from '../../../lib/format';
import { labelValue, ValueLabel } from '../../../lib/value-label';

/** How the Rates list draws its cells: the type in the reader's words, money, and the pencil that opens the edit dialog. */
export function useRateCells(onEdit: (rate: Rate) => void): CatalogueCells<Rate, typeof rateColumns> {
  const { t } = useTranslation('rates');
  return {
    vehicle_parent_type: { render: (rate) => <ValueLabel kind="parentType" value={rate.vehicle_parent_type} /> },
    full_day_rate: { render: (rate) => formatMoney(rate.full_day_rate) },
    shared_day_rate: { render: (rate) => formatMoney(rate.shared_day_rate) },
    actions: {
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
  };
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

import { addDays, type VehicleOverviewWeek } from '@fleet-ops/shared';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../../components/data-table/data-table';
import { formatDateRange, formatMoney } from '../../../../lib/format';
import { vehicleOverviewNamespace } from '../i18n';
import { OverviewSection, type SectionLink } from './overview-section';

const moneyKeys = ['billing', 'revenue', 'income', 'expenses', 'net'] as const;
const phoneColumns = ['week_start', 'billing', 'net'];

/** A loss reads as such in words too (a minus sign), not only in red. */
function Money({ amount }: { amount: number }) {
  return (
    <Text span size="sm" c={amount < 0 ? 'red.9' : undefined} style={{ whiteSpace: 'nowrap' }}>
      {formatMoney(amount)}
    </Text>
  );
}

/** What tracking billed and the Expense modal recorded, per week, added up as Profit & Loss adds them. */
export function WeeksSection({
  weeks,
  equipment,
  links,
}: {
  weeks: VehicleOverviewWeek[];
  equipment: string;
  links: SectionLink[];
}) {
  const { t } = useTranslation(vehicleOverviewNamespace);
  const columns: DataTableColumn<VehicleOverviewWeek>[] = [
    {
      key: 'week_start',
      header: t('weeks.columns.week'),
      render: (row) => (
        <span style={{ whiteSpace: 'nowrap' }}>{formatDateRange(row.week_start, addDays(row.week_start, 6))}</span>
      ),
    },
    ...moneyKeys.map((key) => ({
      key,
      header: t(`weeks.columns.${key}`),
      render: (row: VehicleOverviewWeek) => <Money amount={row[key]} />,
    })),
  ];
  return (
    <OverviewSection title={t('weeks.title')} links={links}>
      <DataTable
        columns={columns}
        rows={weeks}
        rowKey={(row) => row.week_start}
        caption={t('weeks.caption', { equipment })}
        phoneColumns={phoneColumns}
        minWidth={720}
      />
    </OverviewSection>
  );
}

import { Anchor } from '@mantine/core';
import type { Renewal } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { formatDate } from '../../../lib/format';
import { renewalsNamespace } from '../i18n';
import { renewalPath } from '../renewal-paths';
import { RenewalChip } from './renewal-chip';

const phoneColumns = ['kind', 'owner', 'due_on', 'renew'];

function useDaysLeft() {
  const { t } = useTranslation(renewalsNamespace);
  return (days: number) =>
    days < 0
      ? t('daysLeft.late', { count: -days })
      : days === 0
        ? t('daysLeft.today')
        : t('daysLeft.ahead', { count: days });
}

type RenewalsTableProps = { renewals: Renewal[]; loading: boolean; visibleColumns?: readonly string[] };

/** Renewals soonest first: the due date in its colour, and a link to where each is renewed. */
export function RenewalsTable({ renewals, loading, visibleColumns }: RenewalsTableProps) {
  const { t } = useTranslation(renewalsNamespace);
  const daysLeft = useDaysLeft();
  const kind = (row: Renewal) => t(`kind.${row.kind}`);

  const columns: DataTableColumn<Renewal>[] = [
    { key: 'kind', header: t('columns.kind'), render: kind },
    { key: 'subject', header: t('columns.subject') },
    { key: 'owner', header: t('columns.owner') },
    {
      key: 'due_on',
      header: t('columns.dueOn'),
      render: (row) => <RenewalChip text={formatDate(row.due_on)} colour={row.colour} />,
    },
    { key: 'days_left', header: t('columns.daysLeft'), render: (row) => daysLeft(row.days_left) },
    {
      key: 'renew',
      header: t('columns.renew'),
      width: 110,
      render: (row) => (
        <Anchor
          component={Link}
          to={renewalPath(row)}
          size="sm"
          aria-label={t('renewLabel', { kind: kind(row), owner: row.owner })}
        >
          {t('renew')}
        </Anchor>
      ),
    },
  ];

  return (
    <DataTable
      columns={columns}
      rows={renewals}
      rowKey={(row) => `${row.kind}-${row.vehicle_id ?? ''}-${row.driver_id ?? ''}-${row.record_id ?? ''}`}
      caption={t('tableCaption')}
      loading={loading}
      visibleColumns={visibleColumns}
      phoneColumns={phoneColumns}
    />
  );
}

import { Anchor } from '@mantine/core';
import type { Renewal, renewalColumns } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CatalogueCells } from '../../../components/list-screen/catalogue-columns';
import { formatDate } from '../../../lib/format';
import { renewalsNamespace } from '../i18n';
import { renewalPath } from '../renewal-paths';
import { RenewalChip } from './renewal-chip';

/** What a phone has room for without scrolling sideways. */
export const renewalPhoneColumns = ['kind', 'owner', 'due_on', 'renew'];

/** A renewal's row key: one thing of one vehicle or driver. */
export const renewalKey = (row: Renewal) =>
  `${row.kind}-${row.vehicle_id ?? ''}-${row.driver_id ?? ''}-${row.record_id ?? ''}`;

function useDaysLeft() {
  const { t } = useTranslation(renewalsNamespace);
  return (days: number) =>
    days < 0
      ? t('daysLeft.late', { count: -days })
      : days === 0
        ? t('daysLeft.today')
        : t('daysLeft.ahead', { count: days });
}

/** How the Renewals list draws its cells: the due date in its colour, and a link to where each is renewed. */
export function useRenewalCells(): CatalogueCells<Renewal, typeof renewalColumns> {
  const { t } = useTranslation(renewalsNamespace);
  const daysLeft = useDaysLeft();
  const kind = (row: Renewal) => t(`kind.${row.kind}`);

  return {
    kind: { render: kind },
    due_on: { render: (row) => <RenewalChip text={formatDate(row.due_on)} colour={row.colour} /> },
    days_left: { render: (row) => daysLeft(row.days_left) },
    renew: {
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
  };
}

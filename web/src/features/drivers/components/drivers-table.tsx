import { ActionIcon, Badge, Group, Stack, Text } from '@mantine/core';
import type { Driver, DriverSortColumn } from '@fleet-ops/shared';
import { IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn, type SortState } from '../../../components/data-table/data-table';
import { rowColorStyle } from '../../../components/data-table/row-color';
import { useIsPhone } from '../../../components/layout/use-sidebar';
import { useValueLabel } from '../../../lib/value-label';
import { DriverActionsMenu, type DriverAction } from './driver-actions-menu';
import { ExpiryDate } from './expiry-date';

/**
 * The columns a phone has room for without scrolling sideways; the rest are one tap away in the
 * edit form, and Notify moves into the actions menu.
 */
const phoneColumns = ['name', 'expiry_date', 'actions'];

type DriversTableProps = {
  drivers: Driver[];
  loading: boolean;
  sort: { column: DriverSortColumn; direction: 'asc' | 'desc' };
  onSortChange: (sort: SortState) => void;
  onAction: (action: DriverAction, driver: Driver) => void;
  /** The columns the admin chose in Column Options (a phone shows its own few instead). */
  visibleColumns?: readonly string[];
};

export function DriversTable({ drivers, loading, sort, onSortChange, onAction, visibleColumns }: DriversTableProps) {
  const { t } = useTranslation('drivers');
  const label = useValueLabel();
  const isPhone = useIsPhone();

  const columns: DataTableColumn<Driver>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      sortable: true,
      render: (driver) => (
        <Stack gap={2} align="flex-start">
          <Text size="sm" fw={500}>
            {driver.name}
          </Text>
          {(!driver.enabled || driver.archived) && (
            <Group gap={4}>
              {!driver.enabled && (
                <Badge size="xs" color="gray.8" variant="filled">
                  {t('badges.disabled')}
                </Badge>
              )}
              {driver.archived && (
                <Badge size="xs" color="dark.7" variant="filled">
                  {t('badges.archived')}
                </Badge>
              )}
            </Group>
          )}
        </Stack>
      ),
    },
    // The API sorts this column as `location`; the row's field is `location_name`.
    {
      key: 'location',
      header: t('columns.location'),
      sortable: true,
      render: (driver) => label('location', driver.location_name),
    },
    {
      key: 'pit_permit',
      header: t('columns.pitPermit'),
      sortable: true,
      render: (driver) => (driver.pit_permit === 'yes' ? t('yes') : t('no')),
    },
    { key: 'supervisor', header: t('columns.supervisor'), sortable: true },
    { key: 'phone_number', header: t('columns.phoneNumber'), sortable: true },
    { key: 'license_no', header: t('columns.licenseNo'), sortable: true },
    {
      key: 'expiry_date',
      header: t('columns.expiryDate'),
      sortable: true,
      render: (driver) => <ExpiryDate date={driver.expiry_date} status={driver.expiry_status} />,
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      width: 72,
      render: (driver) => <DriverActionsMenu driver={driver} onAction={onAction} withNotify={isPhone} />,
    },
    {
      key: 'notify',
      header: t('columns.notify'),
      width: 72,
      render: (driver) => (
        <ActionIcon
          variant="light"
          size="lg"
          aria-label={t('actions.notify', { name: driver.name })}
          onClick={() => onAction('notify', driver)}
        >
          <IconMessage size={18} />
        </ActionIcon>
      ),
    },
  ];

  return (
    <DataTable
      columns={columns}
      rows={drivers}
      rowKey={(driver) => driver.id}
      caption={t('tableCaption')}
      sort={sort}
      onSortChange={onSortChange}
      loading={loading}
      visibleColumns={visibleColumns}
      phoneColumns={phoneColumns}
      rowStyle={(driver) => rowColorStyle(driver.color)}
    />
  );
}

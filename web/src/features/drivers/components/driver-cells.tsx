import { ActionIcon, Badge, Group, Stack, Text } from '@mantine/core';
import type { Driver, driverColumns } from '@fleet-ops/shared';
import { IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../components/layout/use-sidebar';
import type { CatalogueCells } from '../../../components/list-screen/catalogue-columns';
import { useValueLabel } from '../../../lib/value-label';
import { DriverActionsMenu, type DriverAction } from './driver-actions-menu';
import { ExpiryDate } from './expiry-date';

/**
 * The columns a phone has room for without scrolling sideways; the rest are one tap away in the
 * edit form, and Notify moves into the actions menu.
 */
export const driverPhoneColumns = ['name', 'expiry_date', 'actions'];

function DriverName({ driver }: { driver: Driver }) {
  const { t } = useTranslation('drivers');
  return (
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
  );
}

/** How the Drivers list draws its cells: badges by the name, the licence expiry in colour, the row menu. */
export function useDriverCells(
  onAction: (action: DriverAction, driver: Driver) => void,
): CatalogueCells<Driver, typeof driverColumns> {
  const { t } = useTranslation('drivers');
  const label = useValueLabel();
  const isPhone = useIsPhone();

  return {
    name: { sortable: true, render: (driver) => <DriverName driver={driver} /> },
    // The API sorts this column as `location`; the row's field is `location_name`.
    location: { sortable: true, render: (driver) => label('location', driver.location_name) },
    pit_permit: { sortable: true, render: (driver) => (driver.pit_permit === 'yes' ? t('yes') : t('no')) },
    supervisor: { sortable: true },
    phone_number: { sortable: true },
    license_no: { sortable: true },
    expiry_date: {
      sortable: true,
      render: (driver) => <ExpiryDate date={driver.expiry_date} status={driver.expiry_status} />,
    },
    actions: {
      width: 72,
      render: (driver) => <DriverActionsMenu driver={driver} onAction={onAction} withNotify={isPhone} />,
    },
    notify: {
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
  };
}

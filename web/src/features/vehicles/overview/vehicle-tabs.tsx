import { Group, UnstyledButton } from '@mantine/core';
import { IconEdit, IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { paths } from '../../../config/paths';
import { vehicleRecordPath } from '../../../components/vehicle-link';
import { vehicleOverviewNamespace } from './i18n';
import classes from './vehicle-tabs.module.css';

type VehicleTabsProps = {
  vehicleId: number;
  /** Names the tabs for screen readers once the vehicle is known. */
  equipmentNumber?: string;
  active: 'overview' | 'edit';
};

/**
 * The record (`/vehicles/{id}/overview`) and the edit form (`/vehicles/{id}`) as two tabs of one
 * vehicle. They are links between two addresses, so they are a navigation with the current page
 * marked, not an ARIA tab list (whose panels would have to be on this page).
 */
export function VehicleTabs({ vehicleId, equipmentNumber, active }: VehicleTabsProps) {
  const { t } = useTranslation(vehicleOverviewNamespace);
  const tabs = [
    { key: 'overview', to: vehicleRecordPath(vehicleId), label: t('tabs.overview'), Icon: IconListDetails },
    { key: 'edit', to: generatePath(paths.vehicle, { id: String(vehicleId) }), label: t('tabs.edit'), Icon: IconEdit },
  ] as const;
  return (
    <Group
      component="nav"
      aria-label={t('tabs.label', { equipment: equipmentNumber ?? '' }).trim()}
      gap={0}
      className={classes.tabs}
    >
      {tabs.map(({ key, to, label, Icon }) => (
        <UnstyledButton
          key={key}
          component={Link}
          to={to}
          className={classes.tab}
          aria-current={key === active ? 'page' : undefined}
          data-active={key === active || undefined}
        >
          <Icon size={16} aria-hidden />
          {label}
        </UnstyledButton>
      ))}
    </Group>
  );
}

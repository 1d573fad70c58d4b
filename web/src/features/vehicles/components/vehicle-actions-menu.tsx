import { Menu } from '@mantine/core';
import type { VehicleListRow } from '@fleet-ops/shared';
import {
  IconCurrencyDollar,
  IconEye,
  IconEyeOff,
  IconPalette,
  IconPencil,
  IconPlayerPlay,
  IconPlayerStop,
  IconTrash,
  IconUserPlus,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RowActionsMenu } from '../../../components/data-table/row-actions-menu';

/** The row actions that open a dialog (Edit is a link to the vehicle's page). */
export type VehicleAction = 'assign' | 'income' | 'color' | 'status' | 'enabled' | 'delete';

type VehicleActionsMenuProps = {
  vehicle: VehicleListRow;
  onAction: (action: VehicleAction, vehicle: VehicleListRow) => void;
};

/** The vehicle's row actions. */
export function VehicleActionsMenu({ vehicle, onAction }: VehicleActionsMenuProps) {
  const { t } = useTranslation('vehicles');
  const hidden = vehicle.status === 'hidden';
  return (
    <RowActionsMenu label={t('actions.menu', { equipment: vehicle.equipment_number })}>
      <Menu.Item component={Link} to={`/vehicles/${vehicle.id}`} leftSection={<IconPencil size={16} />}>
        {t('actions.edit')}
      </Menu.Item>
      <Menu.Item leftSection={<IconUserPlus size={16} />} onClick={() => onAction('assign', vehicle)}>
        {t('actions.assignDriver')}
      </Menu.Item>
      <Menu.Item leftSection={<IconCurrencyDollar size={16} />} onClick={() => onAction('income', vehicle)}>
        {t('actions.addIncome')}
      </Menu.Item>
      <Menu.Item leftSection={<IconPalette size={16} />} onClick={() => onAction('color', vehicle)}>
        {t('actions.assignColor')}
      </Menu.Item>
      <Menu.Item
        leftSection={hidden ? <IconEye size={16} /> : <IconEyeOff size={16} />}
        onClick={() => onAction('status', vehicle)}
      >
        {hidden ? t('actions.show') : t('actions.hide')}
      </Menu.Item>
      <Menu.Item
        leftSection={vehicle.enabled ? <IconPlayerStop size={16} /> : <IconPlayerPlay size={16} />}
        onClick={() => onAction('enabled', vehicle)}
      >
        {vehicle.enabled ? t('actions.disable') : t('actions.enable')}
      </Menu.Item>
      <Menu.Divider role="separator" />
      <Menu.Item color="red.9" leftSection={<IconTrash size={16} />} onClick={() => onAction('delete', vehicle)}>
        {t('actions.delete')}
      </Menu.Item>
    </RowActionsMenu>
  );
}

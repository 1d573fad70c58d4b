import { Menu } from '@mantine/core';
import type { Driver } from '@fleet-ops/shared';
import {
  IconArchive,
  IconArchiveOff,
  IconKey,
  IconMessage,
  IconPencil,
  IconTrash,
  IconUserCheck,
  IconUserOff,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowActionsMenu } from '../../../components/data-table/row-actions-menu';

/** The row actions, each opening its own dialog. */
export type DriverAction = 'edit' | 'password' | 'delete' | 'enabled' | 'archived' | 'notify';

type DriverActionsMenuProps = {
  driver: Driver;
  onAction: (action: DriverAction, driver: Driver) => void;
  /** Phones have no room for the Notify column, so Notify joins the menu there. */
  withNotify?: boolean;
};

/** The driver's row actions. */
export function DriverActionsMenu({ driver, onAction, withNotify = false }: DriverActionsMenuProps) {
  const { t } = useTranslation('drivers');
  return (
    <RowActionsMenu label={t('actions.menu', { name: driver.name })}>
      <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onAction('edit', driver)}>
        {t('actions.edit')}
      </Menu.Item>
      <Menu.Item leftSection={<IconKey size={16} />} onClick={() => onAction('password', driver)}>
        {t('actions.updatePassword')}
      </Menu.Item>
      <Menu.Item
        leftSection={driver.enabled ? <IconUserOff size={16} /> : <IconUserCheck size={16} />}
        onClick={() => onAction('enabled', driver)}
      >
        {driver.enabled ? t('actions.disable') : t('actions.enable')}
      </Menu.Item>
      <Menu.Item
        leftSection={driver.archived ? <IconArchiveOff size={16} /> : <IconArchive size={16} />}
        onClick={() => onAction('archived', driver)}
      >
        {driver.archived ? t('actions.unarchive') : t('actions.archive')}
      </Menu.Item>
      {withNotify && (
        <Menu.Item leftSection={<IconMessage size={16} />} onClick={() => onAction('notify', driver)}>
          {t('columns.notify')}
        </Menu.Item>
      )}
      <Menu.Divider role="separator" />
      <Menu.Item color="red.9" leftSection={<IconTrash size={16} />} onClick={() => onAction('delete', driver)}>
        {t('actions.delete')}
      </Menu.Item>
    </RowActionsMenu>
  );
}

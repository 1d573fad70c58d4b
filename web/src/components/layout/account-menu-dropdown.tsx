import { Group, Menu } from '@mantine/core';
import { IconCheck, IconLanguage, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, languages } from '../../lib/i18n';
import { AccountTrigger } from './account-trigger';

export type AccountMenuProps = { userName: string; onSignOut: () => void };

/** The signed-in user's menu: language choice and sign-out. `opened`: open on arrival (tapped while loading). */
export function AccountMenuDropdown({ userName, onSignOut, opened }: AccountMenuProps & { opened: boolean }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Menu position="bottom-end" width={220} withArrow defaultOpened={opened}>
      <Menu.Target>
        <AccountTrigger userName={userName} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{userName}</Menu.Label>
        <Menu.Divider />
        <Menu.Label>
          <Group gap={6}>
            <IconLanguage size={14} />
            {t('shell.language')}
          </Group>
        </Menu.Label>
        {languages.map((option) => (
          <Menu.Item
            key={option}
            lang={option}
            onClick={() => void changeLanguage(option)}
            rightSection={option === language ? <IconCheck size={16} /> : null}
            aria-current={option === language ? 'true' : undefined}
          >
            {t(`languages.${option}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={onSignOut}>
          {t('nav.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

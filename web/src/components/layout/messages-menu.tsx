import { ActionIcon, Menu, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The header's message icon. Messages are not built yet, so the menu says so instead of showing fakes. */
export function MessagesMenu() {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" width={260} withArrow>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="xl" aria-label={t('shell.messages')}>
          <IconBell size={22} stroke={1.6} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('shell.messages')}</Menu.Label>
        <Text size="sm" px="sm" pb="xs" fw={500}>
          {t('shell.noMessages')}
        </Text>
        <Text size="xs" px="sm" pb="sm" c="dimmed">
          {t('shell.messagesComingSoon')}
        </Text>
      </Menu.Dropdown>
    </Menu>
  );
}

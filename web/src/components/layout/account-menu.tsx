import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconChevronDown, IconLanguage, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { truncate } from '../../lib/format';
import { changeLanguage, currentLanguage, languages } from '../../lib/i18n';
// The shell's words (menus, header) load with it, not with the sign-in page.
import '../../lib/i18n/shell';

/** Spec section 9: the header shows at most 10 characters of the name. */
const shownNameLength = 10;

type AccountMenuProps = { userName: string; onSignOut: () => void };

/** The signed-in user's menu: language choice and sign-out. */
export function AccountMenu({ userName, onSignOut }: AccountMenuProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Menu position="bottom-end" width={220} withArrow>
      <Menu.Target>
        <UnstyledButton mih={48} px={4}>
          {/* Named by its content, not aria-label, which would not contain the visible initials and
              cut name (axe's label-content-name-mismatch); the full name is read instead of the cut. */}
          <VisuallyHidden>{t('shell.accountMenu', { name: userName })}</VisuallyHidden>
          <Group gap="xs" wrap="nowrap" aria-hidden>
            {/* White initials on the theme's shade-8 blue (5:1); the per-name light tints fell below 4.5:1. */}
            <Avatar name={userName} color="blue" variant="filled" size="md" />
            <Text size="sm" fw={500} visibleFrom="xs">
              {truncate(userName, shownNameLength)}
            </Text>
            <IconChevronDown size={16} />
          </Group>
        </UnstyledButton>
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

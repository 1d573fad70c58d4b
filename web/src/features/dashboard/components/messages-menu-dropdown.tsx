import { ActionIcon, Indicator, Menu, Text, ThemeIcon } from '@mantine/core';
import { IconBell, IconLayoutDashboard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/auth';
import { alertHref, pendingAlerts } from '../alert-links';
import { useDashboardAlerts } from '../api/get-dashboard-alerts';
import { dashboardNamespace } from '../i18n';
import { alertIcons, levelColors } from './alert-icons';
import { useAlertText } from './use-alert-text';
// The shell's words (the messages menu of other roles) load with the shell, not with the sign-in page.
import '../../../lib/i18n/shell';

const bell = <IconBell size={22} stroke={1.6} />;

/**
 * The messages menu itself (messages-menu.tsx shows its button until it loads). Admins get today's
 * alerts (the Home dashboard's counts that are not zero, each a link to its list); the alerts are
 * admin business, so other roles have no messages. `opened`: open on arrival (tapped while loading).
 */
export function MessagesMenuDropdown({ opened }: { opened: boolean }) {
  const user = useCurrentUser();
  return user?.role === 'admin' ? <AlertsMenu opened={opened} /> : <NoMessagesMenu opened={opened} />;
}

function AlertsMenu({ opened }: { opened: boolean }) {
  const { t } = useTranslation(dashboardNamespace);
  const text = useAlertText();
  const alerts = useDashboardAlerts();
  const pending = pendingAlerts(alerts.data?.alerts ?? []);
  const buttonLabel = pending.length === 0 ? t('menu.buttonClear') : t('menu.button', { count: pending.length });

  return (
    <Menu position="bottom-end" width={300} withArrow defaultOpened={opened}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size={48} aria-label={buttonLabel}>
          {/* The number is in the button's name; the badge shows it to the eye. */}
          <Indicator label={pending.length} size={18} color="red.9" offset={2} disabled={pending.length === 0}>
            {bell}
          </Indicator>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('menu.title')}</Menu.Label>
        {alerts.isPending && (
          <Text size="sm" px="sm" pb="xs">
            {t('loading')}
          </Text>
        )}
        {alerts.isSuccess && pending.length === 0 && (
          <Text size="sm" px="sm" pb="xs">
            {t('menu.allClear')}
          </Text>
        )}
        {pending.map((alert) => {
          const Icon = alertIcons[alert.key];
          return (
            <Menu.Item
              key={alert.key}
              component={Link}
              to={alertHref(alert)}
              leftSection={
                <ThemeIcon variant="light" color={levelColors[alert.level]} size="md" radius="xl" aria-hidden>
                  <Icon size={16} stroke={1.7} />
                </ThemeIcon>
              }
            >
              {text.sentence(alert)}
            </Menu.Item>
          );
        })}
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.home} leftSection={<IconLayoutDashboard size={18} aria-hidden />}>
          {t('menu.openDashboard')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function NoMessagesMenu({ opened }: { opened: boolean }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" width={260} withArrow defaultOpened={opened}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size={48} aria-label={t('shell.messages')}>
          {bell}
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

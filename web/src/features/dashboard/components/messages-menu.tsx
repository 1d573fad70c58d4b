import { ActionIcon } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { deferredComponent, useTapWhileLoading } from '../../../lib/after-first-screen';
// The shell's words (the messages menu of other roles) load with the shell, not with the sign-in page.
import '../../../lib/i18n/shell';

// The menu, its positioning and the admin's alerts call wait until the first screen is shown.
const dropdown = deferredComponent(() =>
  import('./messages-menu-dropdown').then((module) => module.MessagesMenuDropdown),
);

/**
 * The header's message icon (the app hands it to the shared layout: shared code never imports a
 * feature): its button at once, the menu after the first screen or on a tap.
 */
export function MessagesMenu() {
  const { t } = useTranslation();
  const { tapped, tap } = useTapWhileLoading(dropdown.load);
  const standIn = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size={48}
      aria-label={t('shell.messages')}
      aria-haspopup="menu"
      onClick={tap}
    >
      <IconBell size={22} stroke={1.6} />
    </ActionIcon>
  );
  return (
    <Suspense fallback={standIn}>
      <dropdown.Component opened={tapped} />
    </Suspense>
  );
}

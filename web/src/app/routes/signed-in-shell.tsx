import { Outlet } from 'react-router';
import { AppLayout } from '../../components/layout/app-layout';
import type { NavItem } from '../../components/layout/nav-items';
import { useSessionCheck } from '../../features/auth';
import { MessagesMenu } from '../../features/dashboard/components/messages-menu';
import { useAuth } from '../../lib/sign-out';

/** The shell around the signed-in screens; the guards have made sure there is a user. */
export function SignedInShell({ navItems }: { navItems: NavItem[] }) {
  const { user, signOut } = useAuth();
  useSessionCheck();
  return (
    <AppLayout navItems={navItems} userName={user?.name ?? ''} onSignOut={signOut} messagesMenu={<MessagesMenu />}>
      <Outlet />
    </AppLayout>
  );
}

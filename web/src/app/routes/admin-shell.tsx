import { adminNavItems } from '../nav-menus';
import { SignedInShell } from './signed-in-shell';

export default function AdminShellRoute() {
  return <SignedInShell navItems={adminNavItems} />;
}

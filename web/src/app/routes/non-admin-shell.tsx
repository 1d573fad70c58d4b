import { nonAdminNavItems } from '../nav-menus';
import { SignedInShell } from './signed-in-shell';

export default function NonAdminShellRoute() {
  return <SignedInShell navItems={nonAdminNavItems} />;
}

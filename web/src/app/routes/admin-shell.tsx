import { NuqsAdapter } from 'nuqs/adapters/react-router/v7';
import { LocalizedDates } from '../../components/localized-dates';
import { adminNavItems } from '../nav-menus';
import { SignedInShell } from './signed-in-shell';

/**
 * The admin screens keep their filters and pages in the address (nuqs, lib/list-address.ts) and
 * pick dates everywhere. The driver's screens do neither (the checklists list sets up its own
 * dates), so this is set up here rather than for the whole app: a driver's phone does not
 * download it.
 */
export default function AdminShellRoute() {
  return (
    <NuqsAdapter>
      <LocalizedDates>
        <SignedInShell navItems={adminNavItems} />
      </LocalizedDates>
    </NuqsAdapter>
  );
}

import { Suspense } from 'react';
import { deferredComponent, useTapWhileLoading } from '../../lib/after-first-screen';
import type { AccountMenuProps } from './account-menu-dropdown';
import { AccountTrigger } from './account-trigger';

// The menu (Mantine's Menu and its positioning) is not needed for the first screen.
const dropdown = deferredComponent(() =>
  import('./account-menu-dropdown').then((module) => module.AccountMenuDropdown),
);

/** The signed-in user's menu: its button at once, the menu itself after the first screen (or on a tap). */
export function AccountMenu(props: AccountMenuProps) {
  const { tapped, tap } = useTapWhileLoading(dropdown.load);
  return (
    <Suspense fallback={<AccountTrigger userName={props.userName} aria-haspopup="menu" onClick={tap} />}>
      <dropdown.Component {...props} opened={tapped} />
    </Suspense>
  );
}

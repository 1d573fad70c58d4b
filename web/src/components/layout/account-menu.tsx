import { Suspense, useState } from 'react';
import { deferredComponent } from '../../lib/after-first-screen';
import type { AccountMenuProps } from './account-menu-dropdown';
import { AccountTrigger } from './account-trigger';

// The menu (Mantine's Menu and its positioning) is not needed for the first screen.
const dropdown = deferredComponent(() =>
  import('./account-menu-dropdown').then((module) => module.AccountMenuDropdown),
);

/** The signed-in user's menu: its button at once, the menu itself after the first screen (or on a tap). */
export function AccountMenu(props: AccountMenuProps) {
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const standIn = (
    <AccountTrigger
      userName={props.userName}
      aria-haspopup="menu"
      onClick={() => {
        setOpenOnArrival(true);
        dropdown.load();
      }}
    />
  );
  return (
    <Suspense fallback={standIn}>
      <dropdown.Component {...props} opened={openOnArrival} />
    </Suspense>
  );
}

import { notificationsStore } from '@mantine/notifications';
import { lazy, Suspense, useSyncExternalStore } from 'react';

const ToastList = lazy(() => import('./toast-list'));

let needed = false;

/** True from the first toast on, so the list stays mounted and later toasts animate as usual. */
function toastsNeeded(): boolean {
  const { notifications, queue } = notificationsStore.getState();
  needed ||= notifications.length + queue.length > 0;
  return needed;
}

/**
 * Where toasts appear. The toast list's code (transitions, portal) is downloaded with the first
 * toast rather than with every page: a toast asked for before then waits in Mantine's store and
 * shows as soon as the list is there.
 */
export function ToastHost() {
  const show = useSyncExternalStore(notificationsStore.subscribe, toastsNeeded);
  return show ? (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  ) : null;
}

import { Notifications } from '@mantine/notifications';
import { toastDuration } from './toasts';

/** The toasts themselves, loaded lazily by ToastHost. */
export default function ToastList() {
  return <Notifications autoClose={toastDuration} position="top-center" />;
}

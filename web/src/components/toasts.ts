import { notifications } from '@mantine/notifications';
import { i18n, translateMessage } from '../lib/i18n';

/** How long a toast stays on screen (spec section 9). */
export const toastDuration = 5000;

/** The red toasts on screen, so a later success can take them away. */
const errorToastIds = new Set<string>();

function toast(titleKey: string | undefined, lines: readonly string[], color: 'green' | 'red' | 'yellow'): void {
  const id = notifications.show({
    title: titleKey && i18n.t(titleKey),
    message: lines.map(translateMessage).join('\n'),
    color,
    // The close button is an icon; screen readers need its name.
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
    onClose: () => errorToastIds.delete(id),
  });
  if (color === 'red') errorToastIds.add(id);
}

/** Takes away the error toasts still on screen: after a success they describe a failure that is over. */
export function clearErrorToasts(): void {
  for (const id of errorToastIds) notifications.hide(id);
  errorToastIds.clear();
}

/** A green toast titled 'Success!' with the server's (translated) message: call it where the action happened. */
export function showSuccess(message: string): void {
  toast('toast.success', [message], 'green');
}

/**
 * A yellow toast with no title: news that is neither a success nor a failure (issue 35: a checklist
 * saved on the phone has not been sent, so it must not say 'Success!').
 */
export function showNotice(message: string): void {
  toast(undefined, [message], 'yellow');
}

/** A red toast titled 'Error!'; several messages are shown one per line. */
export function showError(message: string | readonly string[]): void {
  toast('toast.error', typeof message === 'string' ? [message] : message, 'red');
}

/** The toast before a forced sign-out: titled '401' as the spec asks. */
export function showUnauthorized(message: string): void {
  toast('toast.unauthorized', [message], 'red');
}

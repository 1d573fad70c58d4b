import type { FormErrors } from '@mantine/form';
import { showError } from '../components/toasts';
import { ApiError } from './api-client';
import { translateMessage } from './i18n';

type FormWithErrors = { values: object; setErrors: (errors: FormErrors) => void };

/**
 * Puts a 422's field messages on the form's matching fields and, as the spec wants for every
 * failure, lists them in the 'Error!' toast too. Returns the messages no field could show (for
 * example a reset link's `token`), so the form can display them itself.
 * Other failures were already toasted by the API client, so they are left alone.
 * `toast: 'unplaced'` toasts only what no field shows: the sign-in form's one message (wrong
 * credentials) would otherwise be read twice, under the field and in the toast.
 */
export function showFormErrors(
  form: FormWithErrors,
  error: unknown,
  options: { toast?: 'all' | 'unplaced' } = {},
): string[] {
  if (!(error instanceof ApiError) || error.status !== 422) return [];
  const fieldErrors: FormErrors = {};
  const unplaced: string[] = [];
  for (const [field, messages] of Object.entries(error.errors)) {
    const text = messages.map(translateMessage).join(' ');
    if (field in form.values) fieldErrors[field] = text;
    else unplaced.push(text);
  }
  form.setErrors(fieldErrors);
  const placedAny = Object.keys(fieldErrors).length > 0;
  const toastLines = options.toast === 'unplaced' && placedAny ? unplaced : error.lines;
  if (toastLines.length > 0) showError(toastLines);
  return Object.keys(error.errors).length > 0 ? unplaced : [translateMessage(error.message)];
}

/** The first field showing an error, brought into view and focused once the errors are on screen. */
export function revealFirstError(form: HTMLFormElement | undefined) {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.scrollIntoView({ block: 'center' });
    field?.focus({ preventScroll: true });
  });
}

import { paths } from '../config/paths';

/** The sign-in page's parameter naming where to go once signed in. */
export const returnPathParam = 'next';

/** Whether a value is a path of this app: shared with the server, which checks single sign-on's. */
export { safeReturnPath } from '@fleet-ops/shared';

/** `/login?next=<path>`: the sign-in page, which leads back to `path` afterwards. */
export function loginPathReturningTo(path: string): string {
  return `${paths.login}?${new URLSearchParams({ [returnPathParam]: path }).toString()}`;
}

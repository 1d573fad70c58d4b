import { paths } from '../config/paths';

/** The sign-in page's parameter naming where to go once signed in. */
export const returnPathParam = 'next';

/**
 * `value` when it is a path of this app, else null: only `/` followed by something other than
 * `/` or `\`, so `//evil.example` (another site to the browser), `/\evil.example` (the same, to
 * some browsers) and `https://...` can never be where a sign-in leads.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // A control character (a tab or a newline inside the path) is dropped by browsers, which would
  // turn `/\t/evil.example` into `//evil.example`.
  if ([...value].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f)) return null;
  return value;
}

/** `/login?next=<path>`: the sign-in page, which leads back to `path` afterwards. */
export function loginPathReturningTo(path: string): string {
  return `${paths.login}?${new URLSearchParams({ [returnPathParam]: path }).toString()}`;
}

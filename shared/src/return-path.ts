/**
 * `value` when it is a path of this app, else null: only `/` followed by something other than
 * `/` or `\`, so `//evil.example` (another site to the browser), `/\evil.example` (the same, to
 * some browsers) and `https://...` can never be where a sign-in leads. The web app follows it
 * after sign-in and the server checks single sign-on's return path with it. No zod here: the
 * sign-in page imports it.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // A control character (a tab or a newline inside the path) is dropped by browsers, which would
  // turn `/\t/evil.example` into `//evil.example`.
  if ([...value].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f)) return null;
  return value;
}

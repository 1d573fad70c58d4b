/**
 * The session check of the signed-in shell. The sign-in, forgotten and reset password screens
 * (`*-screen.tsx`) are loaded by the router, each on its own: through this index, the sign-in
 * page would download the other two forms and their shared schemas (zod) as well.
 */
export { currentUserQueryOptions, useSessionCheck } from './api/get-current-user';

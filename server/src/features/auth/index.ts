/** Sign-in, sessions, sign-out and password reset. */
export { fullName, replacePassword, revokeUserSessions } from './queries.js';
export { findSignedInSession } from './session-lookup.js';
export { openSession } from './service.js';

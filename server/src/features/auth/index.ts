/** Sign-in, sessions, sign-out and password reset. */
export { authRoutes } from './routes.js';
export { fullName, replacePassword, revokeUserSessions } from './queries.js';
export { findSignedInSession } from './session-lookup.js';
export { openSession } from './service.js';

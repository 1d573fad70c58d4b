/** Admin and supervisor accounts, crews, and the first admin made at start. */
export { ensureFirstAdmin } from './first-admin.js';
export { supervisorIdFor } from './crews.js';
export { insertUser } from './queries.js';
export { createAccount } from './service.js';

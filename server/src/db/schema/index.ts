export * from './audit.js';
export * from './outbox.js';
export * from './preferences.js';
export * from './users.js';

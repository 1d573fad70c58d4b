export * from './audit.js';
export * from './drivers.js';
export * from './outbox.js';
export * from './preferences.js';
export * from './users.js';
export * from './vehicles.js';

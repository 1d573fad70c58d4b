export * from './api.js';
export * from './audit.js';
export * from './auth.js';
export * from './customization.js';
export * from './fields.js';
export * from './users.js';
export * from './weeks.js';

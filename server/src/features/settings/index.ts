/** Site-wide settings admins change on the Settings screen. */
export { settingsRoutes } from './routes.js';
export { readSiteSettings } from './service.js';

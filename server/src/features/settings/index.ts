/** Site-wide settings admins change on the Settings screen. */
export { readSiteSettings } from './service.js';

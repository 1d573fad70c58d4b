/**
 * Site settings (admins): the hooks let other screens read and save them; the Settings screen
 * (web/src/app/routes/settings-screen.tsx) composes its sections with other features'.
 */
export { settingsNamespace } from './i18n';
export { useSiteSettings } from './api/get-site-settings';
export { useSaveSiteSettings } from './api/save-site-settings';

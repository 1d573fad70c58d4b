/** Site settings (admins): the screen is loaded by the router; the hook lets other screens read them. */
export { useSiteSettings } from './api/get-site-settings';
export { useSaveSiteSettings } from './api/save-site-settings';

/** Renewals (admins): the screen is loaded by the router; the digest's section sits on the Settings screen. */
export { DigestSettingsSection } from './components/digest-settings-section';

/** Personal API tokens (admins): a section of the Settings screen. */
export { ApiTokensSection } from './api-tokens-section';

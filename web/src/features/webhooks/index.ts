/** Webhooks (admins): a section of the Settings screen. */
export { WebhooksSection } from './webhooks-section';

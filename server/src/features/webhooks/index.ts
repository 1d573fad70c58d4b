/** Webhooks (issue 23): admins' URLs told about events, signed, retried and logged (README "Webhooks"). */
export { queueWebhookEvent, type WebhookData } from './events.js';
export { sendWebhooksSoon, startWebhookSender } from './sender.js';
export { sendDueWebhooks } from './sweep.js';
export { isEventQueued, lockExpiringDocumentsRun } from './expiring-queries.js';

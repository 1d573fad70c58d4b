import { z } from 'zod';
import { booleanish, fromJsonText } from './fields.js';

/** Webhooks (issue 23): what an admin may subscribe a URL to. */
export const webhookEvents = [
  'checklist.submitted',
  'defect.opened',
  'defect.status_changed',
  'vehicle.out_of_service',
  'vehicle.back_in_service',
  'document.expiring',
] as const;
export const webhookEvent = z.enum(webhookEvents);
export type WebhookEvent = z.infer<typeof webhookEvent>;

/** What a delivery may carry: a subscribed event, or the test `ping` an admin sends. */
export const webhookDeliveryEvents = [...webhookEvents, 'ping'] as const;
export type WebhookDeliveryEvent = (typeof webhookDeliveryEvents)[number];

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/** The headers every delivery carries (README "Webhooks" says how to check the signature). */
export const webhookHeaders = {
  event: 'Fleet-Ops-Event',
  delivery: 'Fleet-Ops-Delivery',
  signature: 'Fleet-Ops-Signature',
} as const;

export const webhookMessages = {
  nameRequired: 'Give the webhook a name.',
  nameTooLong: 'The name can be at most 80 characters.',
  urlRequired: 'Enter the URL to send events to.',
  urlInvalid: 'Enter a full URL starting with http:// or https://.',
  urlTooLong: 'The URL can be at most 2000 characters.',
  eventsRequired: 'Choose at least one event.',
  eventInvalid: 'Choose events from the list.',
  enabledInvalid: 'Enabled must be true or false.',
  /** Registration and sending: the host is (or resolves to) a loopback, private or link-local address. */
  addressPrivate:
    'This address is on a private, loopback or link-local network, which webhooks may not reach. Use a public address.',
  hostNotFound: 'The host of this URL could not be found.',
  created: 'The webhook has been created. Copy its secret now: it is not shown again.',
  updated: 'The webhook has been saved.',
  deleted: 'The webhook has been deleted.',
  secretRotated: 'A new secret has been made. Copy it now: it is not shown again, and the old one stops working.',
  pingQueued: 'A ping is on its way.',
  resendQueued: 'The delivery will be sent again now.',
  turnedOff: 'This webhook is turned off. Turn it on first.',
  notFound: 'Webhook not found.',
  deliveryNotFound: 'Delivery not found.',
  /** A delivery's last error, besides an answer that was not 2xx (its status code says that). */
  timedOut: 'The receiver did not answer within 10 seconds.',
  connectionFailed: 'The connection to the receiver failed.',
} as const;

const webhookName = z
  .string({ error: webhookMessages.nameRequired })
  .trim()
  .min(1, { error: webhookMessages.nameRequired })
  .max(80, { error: webhookMessages.nameTooLong });

/** Whether text is an absolute http(s) URL with a host. */
export function isWebhookUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const webhookUrl = z
  .string({ error: webhookMessages.urlRequired })
  .trim()
  .min(1, { error: webhookMessages.urlRequired, abort: true })
  .max(2000, { error: webhookMessages.urlTooLong, abort: true })
  .refine(isWebhookUrl, { error: webhookMessages.urlInvalid });

/** A list of events, each once, in the catalogue's order (JSON text in a form body). */
const webhookEventList = fromJsonText(
  z
    .array(z.enum(webhookEvents, { error: webhookMessages.eventInvalid }), { error: webhookMessages.eventsRequired })
    .min(1, { error: webhookMessages.eventsRequired })
    .transform((events) => webhookEvents.filter((event) => events.includes(event))),
  webhookMessages.eventsRequired,
);

export const webhookRequest = z.object({
  name: webhookName,
  url: webhookUrl,
  events: webhookEventList,
  enabled: z.preprocess(
    (value) => {
      const read = booleanish.safeParse(value);
      return read.success ? read.data : value;
    },
    z.boolean({ error: webhookMessages.enabledInvalid }).optional(),
  ),
});
export type WebhookRequest = z.input<typeof webhookRequest>;
export type WebhookInput = z.output<typeof webhookRequest>;

export const webhook = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  events: z.array(webhookEvent),
  enabled: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The newest delivery's status and time, or null before any. */
  last_delivery_status: z.enum(webhookDeliveryStatuses).nullable(),
  last_delivery_at: z.string().nullable(),
});
export type Webhook = z.infer<typeof webhook>;

/** The answer to a create or a secret rotation: the only times the secret is sent. */
export const webhookWithSecret = webhook.extend({ secret: z.string() });
export type WebhookWithSecret = z.infer<typeof webhookWithSecret>;

export const webhookDelivery = z.object({
  id: z.number(),
  webhook_id: z.number(),
  event: z.enum(webhookDeliveryEvents),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number(),
  last_status_code: z.number().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

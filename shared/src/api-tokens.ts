import { z } from 'zod';
import { paginationQuery } from './api.js';

export const apiTokenScopes = ['read', 'read_write'] as const;
export type ApiTokenScope = (typeof apiTokenScopes)[number];

/** Personal API tokens start with this, so a leaked one is recognisable (and told from a session). */
export const apiTokenPrefix = 'fo_pat_';

export const apiTokenLifetimes = [7, 30, 90, 365] as const;

export const apiTokenMessages = {
  nameRequired: 'Give the token a name.',
  nameTooLong: 'The name can be at most 80 characters.',
  scopeInvalid: 'Choose read-only or read and write.',
  lifetimeInvalid: 'Choose how long the token lasts: 7, 30, 90 or 365 days.',
  created: 'The API token has been created. Copy it now: it is not shown again.',
  revoked: 'The API token has been revoked.',
  notFound: 'API token not found.',
  readOnly: 'This API token may only read.',
  sessionOnly: 'An API token cannot do this. Sign in to the app instead.',
} as const;

export const newApiTokenRequest = z.object({
  name: z
    .string({ error: apiTokenMessages.nameRequired })
    .trim()
    .min(1, { error: apiTokenMessages.nameRequired })
    .max(80, { error: apiTokenMessages.nameTooLong }),
  scope: z.enum(apiTokenScopes, { error: apiTokenMessages.scopeInvalid }),
  expires_in_days: z.coerce
    .number({ error: apiTokenMessages.lifetimeInvalid })
    .refine((days) => (apiTokenLifetimes as readonly number[]).includes(days), {
      error: apiTokenMessages.lifetimeInvalid,
    }),
});
export type NewApiTokenRequest = z.infer<typeof newApiTokenRequest>;

export const apiToken = z.object({
  id: z.number(),
  name: z.string(),
  scope: z.enum(apiTokenScopes),
  created_at: z.string(),
  expires_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiToken>;

/** The list pages 10 at a time: an admin keeps a handful of tokens, revoked ones stay listed. */
export const apiTokenListQuery = paginationQuery;
export const apiTokenPageSize = 10;

/** The answer to a create: the only time the token itself is sent. */
export const createdApiToken = apiToken.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiToken>;

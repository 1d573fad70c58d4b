import { z } from 'zod';
import { booleanish, emailAddress, queryMessages, requiredText } from './fields.js';
import { authMessages, passwordMinLength, roleField, roles } from './auth.js';

export const userMessages = {
  created: 'User has been created successfully.',
  emailTaken: 'The email has already been taken.',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
} as const;

/** Office accounts an admin creates: other admins and supervisors. Drivers come with the Drivers screen. */
export const staffRoles = ['admin', 'supervisor'] as const;

export const createUserRequest = z.object({
  username: emailAddress(authMessages.usernameRequired),
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(1, { error: authMessages.passwordRequired })
    .min(passwordMinLength, { error: authMessages.passwordTooShort })
    .max(200),
  first_name: requiredText(userMessages.firstNameRequired).max(100),
  last_name: requiredText(userMessages.lastNameRequired).max(100),
  sub_admin: booleanish.optional().default(false),
  role: roleField(staffRoles, queryMessages.roleInvalid).optional().default('admin'),
});
export type CreateUserRequest = z.input<typeof createUserRequest>;

export const user = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  role: z.enum(roles),
  sub_admin: z.boolean(),
  enabled: z.boolean(),
  created_at: z.string(),
});
export type User = z.infer<typeof user>;

/**
 * Demo data: the fleet and accounts `npm run seed` (or a first start) loads, whose people share a
 * published password. `GET api/demo_data` says whether any demo account is left; `DELETE` removes
 * the demo data (admins only).
 */
export const demoDataMessages = {
  present: 'Demo data is loaded.',
  absent: 'There is no demo data.',
  removed: 'The demo data has been removed.',
  nothingToRemove: 'There is no demo data to remove.',
} as const;

export const demoDataStatus = z.object({
  present: z.boolean(),
  /** Demo accounts left (they all sign in with the published password). */
  accounts: z.number().int(),
});
export type DemoDataStatus = z.infer<typeof demoDataStatus>;

export const demoDataRemoval = z.object({
  removed: z.boolean(),
  vehicles: z.number().int(),
  drivers: z.number().int(),
  accounts: z.number().int(),
});
export type DemoDataRemoval = z.infer<typeof demoDataRemoval>;

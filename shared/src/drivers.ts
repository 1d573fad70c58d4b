import { z } from 'zod';
import { authMessages, passwordMinLength } from './auth.js';
import { booleanish, calendarDate, emailAddress, maxId, optionalText, requiredText } from './fields.js';
import { driverExpiryWarningDays } from './driver-expiry.js';
import { addDays } from './weeks.js';

/** Every text the Drivers screen and the drivers API show, so the form and the server agree. */
export const driverMessages = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters.',
  locationRequired: 'Work location is required',
  locationInvalid: 'Choose one of the listed work locations.',
  rotationTooLong: 'Rotation must be at most 50 characters.',
  pitPermitRequired: 'Pit permit is required',
  pitPermitInvalid: 'Pit permit must be yes or no.',
  supervisorRequired: 'Supervisor is required',
  supervisorTooLong: 'Supervisor must be at most 100 characters.',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Enter a valid phone number.',
  licenseRequired: 'Licence number is required',
  licenseInvalid: 'Enter a valid license number.',
  expiryRequired: 'Expiry date is required',
  expiryInvalid: 'Enter a valid expiry date (YYYY-MM-DD).',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address.',
  emailTaken: 'The email has already been taken.',
  passwordRequired: authMessages.passwordRequired,
  passwordTooShort: authMessages.passwordTooShort,
  newPasswordRequired: 'New Password is required',
  confirmPasswordRequired: authMessages.confirmPasswordRequired,
  passwordsMustMatch: authMessages.passwordsMustMatch,
  colorInvalid: 'Enter a colour as #rrggbb.',
  driverRequired: 'Driver is required',
  driverMismatch: 'The driver does not match the one being edited.',
  commentsRequired: 'Comments is required',
  commentsTooLong: 'Comments must be at most 500 characters.',
  notFound: 'Driver not found.',
  created: 'Driver has been created successfully.',
  updated: 'Driver has been updated successfully.',
  passwordUpdated: 'Driver password has been updated successfully.',
  deleted: 'Driver has been deleted successfully.',
  enabled: 'Driver has been enabled.',
  disabled: 'Driver has been disabled.',
  archived: 'Driver has been archived.',
  unarchived: 'Driver has been unarchived.',
  modeInvalid: 'Mode must be enabled or archived.',
  notificationQueued: 'Notification has been queued.',
  /** The answer when no SMS provider is configured: the message is only recorded. */
  notificationKeptInOutbox: 'No SMS provider is configured: the message was kept in the outbox, not sent.',
} as const;

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** Archiving a driver takes them off every vehicle: the answer says how many assignments that changed. */
export function driverArchivedMessage(released: { ended: number; removed: number }): string {
  const parts = [
    released.ended > 0 ? `${plural(released.ended, 'current assignment')} ended` : '',
    released.removed > 0 ? `${plural(released.removed, 'future assignment')} removed` : '',
  ].filter(Boolean);
  return parts.length === 0
    ? driverMessages.archived
    : `${driverMessages.archived.slice(0, -1)} (${parts.join(', ')}).`;
}

export const expiryStatuses = ['expired', 'expiring', 'ok'] as const;
export type ExpiryStatus = (typeof expiryStatuses)[number];

/** Expired on or before today; expiring within the warning window; ok after it. Dates are YYYY-MM-DD. */
export function driverExpiryStatus(expiryDate: string, today: string): ExpiryStatus {
  if (expiryDate <= today) return 'expired';
  if (expiryDate <= addDays(today, driverExpiryWarningDays)) return 'expiring';
  return 'ok';
}

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** An id picked from a list; form data sends it as text. */
function chosenId(requiredMessage: string, invalidMessage: string) {
  return z.preprocess(
    (value) => {
      const given = blankToUndefined(value);
      return typeof given === 'string' ? Number(given) : given;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? requiredMessage : invalidMessage) })
      .int({ error: invalidMessage })
      .positive({ error: invalidMessage })
      .max(maxId, { error: invalidMessage }),
  );
}

/** Digits, spaces, +, -, and parentheses; 7 to 20 characters with at least 7 digits. */
export const phonePattern = /^[0-9+\-\s()]{7,20}$/;
export function isPhoneNumber(value: string): boolean {
  return phonePattern.test(value) && (value.match(/\d/g)?.length ?? 0) >= 7;
}

/** Letters, digits, dashes and spaces; 4 to 30 characters. */
export const licensePattern = /^(?=.*[A-Za-z0-9])[A-Za-z0-9 -]{4,30}$/;

// Each format check is piped after the required check, so a blank field gets one message, not two.
const phoneNumber = requiredText(driverMessages.phoneRequired).pipe(
  z.string().refine(isPhoneNumber, { error: driverMessages.phoneInvalid }),
);

export const yesNo = ['yes', 'no'] as const;
export type YesNo = (typeof yesNo)[number];

/** 'yes' / 'no' (checkbox forms true/false and 1/0 too), read as a boolean. */
const pitPermit = z
  .preprocess(
    (value) => {
      if (typeof value === 'boolean') return value ? 'yes' : 'no';
      if (value === 1 || value === 0) return value === 1 ? 'yes' : 'no';
      if (typeof value !== 'string') return value ?? undefined;
      const lower = value.trim().toLowerCase();
      if (lower === '') return undefined;
      return lower === '1' || lower === 'true' ? 'yes' : lower === '0' || lower === 'false' ? 'no' : lower;
    },
    z.enum(yesNo, {
      error: (issue) =>
        issue.input === undefined ? driverMessages.pitPermitRequired : driverMessages.pitPermitInvalid,
    }),
  )
  .transform((value) => value === 'yes');

const optionalFlag = z.preprocess((value) => (value === null ? undefined : value), booleanish.optional());

const optionalColor = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: driverMessages.colorInvalid })
    .transform((color) => color.toLowerCase())
    .optional(),
);

const optionalDriverId = z.preprocess(
  blankToUndefined,
  chosenId(driverMessages.driverRequired, driverMessages.driverMismatch).optional(),
);

/** The fields of the add and edit forms (the add form also has driver_password). */
export const driverDetailFields = {
  driver_name: requiredText(driverMessages.nameRequired).max(100, { error: driverMessages.nameTooLong }),
  drive_in_pit: optionalFlag.transform((value) => value ?? false),
  location_id: chosenId(driverMessages.locationRequired, driverMessages.locationInvalid),
  rotation: optionalText(50),
  pit_permit: pitPermit,
  supervisor: requiredText(driverMessages.supervisorRequired).max(100, { error: driverMessages.supervisorTooLong }),
  phone_number: phoneNumber,
  license_no: requiredText(driverMessages.licenseRequired).pipe(
    z.string().regex(licensePattern, { error: driverMessages.licenseInvalid }),
  ),
  expiry_date: requiredText(driverMessages.expiryRequired).pipe(calendarDate(driverMessages.expiryInvalid)),
  driver_email: emailAddress(driverMessages.emailRequired, driverMessages.emailInvalid),
  color: optionalColor,
};
export const driverDetailKeys = Object.keys(driverDetailFields) as (keyof typeof driverDetailFields)[];

/** A password field: one message when blank, another when too short. */
function passwordField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage })
    .pipe(z.string().min(passwordMinLength, { error: driverMessages.passwordTooShort }).max(200));
}

const driverPassword = passwordField(driverMessages.passwordRequired);

/** `POST api/drivers`: the add form. */
export const createDriverRequest = z.object({ ...driverDetailFields, driver_password: driverPassword });
export type CreateDriverRequest = z.input<typeof createDriverRequest>;
export type NewDriver = z.output<typeof createDriverRequest>;

/** The edit form: the add form without the password. */
export const driverForm = z.object(driverDetailFields);
export type DriverForm = z.input<typeof driverForm>;
export type DriverDetails = z.output<typeof driverForm>;

const newPassword = passwordField(driverMessages.newPasswordRequired);
const confirmPassword = z
  .string({ error: driverMessages.confirmPasswordRequired })
  .min(1, { error: driverMessages.confirmPasswordRequired });

const passwordsMatch: [
  (pair: { new_password: string; confirm_password: string }) => boolean,
  { error: string; path: string[] },
] = [
  (pair) => pair.new_password === pair.confirm_password,
  { error: driverMessages.passwordsMustMatch, path: ['confirm_password'] },
];

/** The update password dialog: a new password typed twice. */
export const driverPasswordForm = z
  .object({ new_password: newPassword, confirm_password: confirmPassword })
  .refine(...passwordsMatch);
export type DriverPasswordForm = z.input<typeof driverPasswordForm>;

const passwordChange = z
  .object({ driver_id: optionalDriverId, new_password: newPassword, confirm_password: confirmPassword })
  .refine(...passwordsMatch)
  .transform(({ driver_id, new_password }) => ({ kind: 'password' as const, driver_id, new_password }));

const optionalPassword = z.preprocess(blankToUndefined, z.string().optional());

const detailsChange = z
  .object({
    ...driverDetailFields,
    driver_id: optionalDriverId,
    new_password: z.preprocess(blankToUndefined, newPassword.optional()),
    confirm_password: optionalPassword,
  })
  .superRefine((body, context) => {
    if (body.new_password === undefined) return;
    if (body.confirm_password === undefined) {
      context.addIssue({ code: 'custom', message: driverMessages.confirmPasswordRequired, path: ['confirm_password'] });
    } else if (body.confirm_password !== body.new_password) {
      context.addIssue({ code: 'custom', message: driverMessages.passwordsMustMatch, path: ['confirm_password'] });
    }
  })
  .transform(({ driver_id, new_password, confirm_password: _confirm, ...details }) => ({
    kind: 'details' as const,
    driver_id,
    new_password,
    details,
  }));

const anyValue = z.unknown().optional();

/**
 * `POST api/drivers/{id}` with `_method=PUT`. The edit form sends the driver's fields (and may
 * add a new password); the update password dialog sends only `new_password` with its
 * confirmation (`new_password_confirmation` in the call, `confirm_password` on the screen).
 * A body without any driver field is read as a password change.
 */
export const updateDriverRequest = z
  .looseObject({
    driver_name: anyValue,
    drive_in_pit: anyValue,
    location_id: anyValue,
    rotation: anyValue,
    pit_permit: anyValue,
    supervisor: anyValue,
    phone_number: anyValue,
    license_no: anyValue,
    expiry_date: anyValue,
    driver_email: anyValue,
    color: anyValue,
    driver_id: anyValue,
    new_password: anyValue,
    new_password_confirmation: anyValue,
    confirm_password: anyValue,
  })
  .transform((body, context) => {
    const normalized = { ...body, confirm_password: body.new_password_confirmation ?? body.confirm_password };
    const passwordOnly = driverDetailKeys.every((key) => body[key] === undefined);
    const parsed = passwordOnly ? passwordChange.safeParse(normalized) : detailsChange.safeParse(normalized);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });
export type UpdateDriverRequest = z.output<typeof updateDriverRequest>;

/** `POST api/notify`. */
export const notifyRequest = z.object({
  drivers_id: chosenId(driverMessages.driverRequired, driverMessages.driverRequired),
  phone: phoneNumber,
  comments: requiredText(driverMessages.commentsRequired).max(500, { error: driverMessages.commentsTooLong }),
});
export type NotifyRequest = z.input<typeof notifyRequest>;

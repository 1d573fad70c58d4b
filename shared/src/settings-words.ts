/** What the Settings screen's checks say, apart from their schemas (no zod: a phone's first screen shows some). */
export const siteSettingsMessages = {
  quickCheckInvalid: 'The quick-check threshold must be a whole number of seconds from 0 to 3600.',
  requireEveryItemInvalid: 'Require every item must be true or false.',
  digestTimeInvalid: 'The digest time must be a time of day from 00:00 to 23:59, such as 06:00.',
  shiftStartsInvalid: 'Give from 1 to 6 different shift start times from 00:00 to 23:59, such as 06:00 and 18:00.',
  saved: 'The settings have been saved.',
} as const;

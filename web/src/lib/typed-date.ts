import { isCalendarDate } from '@fleet-ops/shared';

/**
 * What a date input makes of typed text: YYYY-MM-DD is read, anything else is not (the calendar
 * covers every other way of choosing a day). For Mantine's `dateParser`.
 */
export function parseTypedDate(text: string): string | null {
  const trimmed = text.trim();
  return isCalendarDate(trimmed) ? trimmed : null;
}

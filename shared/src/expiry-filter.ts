import { z } from 'zod';

/**
 * Issue 35: a Home count opens its list filtered to exactly the rows it counted. The driver
 * licence (`licence=`), first aid kit and extinguisher inspection (`expiry=`) lists take the same
 * two windows the counts and the lists' colours use: expired, or expiring within the list's warning.
 */
export const expiryFilters = ['expired', 'expiring'] as const;
export type ExpiryFilter = (typeof expiryFilters)[number];

export const expiryFilterMessage = 'Choose expired or expiring.';

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

export const expiryFilterQuery = z.preprocess(
  blankToUndefined,
  z.enum(expiryFilters, { error: expiryFilterMessage }).optional(),
);

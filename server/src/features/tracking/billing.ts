import { billingCents, dollarsToCents, type RateType } from '@fleet-ops/shared';

/** Today's Rates of one vehicle parent type, in cents; undefined when Rates has no row for it. */
export type ParentTypeRates = { fullDayRateCents: number; sharedDayRateCents: number } | undefined;

export type RateChoice = { rateType: RateType; customRate?: number };

/**
 * The daily rate a row is billed at, in cents, fixed at save time: the parent type's full day or
 * shared day rate from Rates, or the row's own custom rate (already checked to be at least 1).
 * Returns undefined when a Rates value is asked for and Rates has none for the parent type.
 */
export function resolveRateCents(choice: RateChoice, rates: ParentTypeRates): number | undefined {
  switch (choice.rateType) {
    case 'custom_rate':
      return choice.customRate === undefined ? undefined : dollarsToCents(choice.customRate);
    case 'full_day_rate':
      return rates?.fullDayRateCents;
    case 'shared_day_rate':
      return rates?.sharedDayRateCents;
  }
}

/** What a saved row stores: its rate and its amount, both in integer cents. */
export function billRow(
  choice: RateChoice,
  rates: ParentTypeRates,
  weekRecord: Readonly<Record<string, unknown>>,
): { rateCents: number; totalBillingCents: number } | undefined {
  const rateCents = resolveRateCents(choice, rates);
  if (rateCents === undefined) return undefined;
  return { rateCents, totalBillingCents: billingCents(rateCents, weekRecord) };
}

/** '$1,234.50': how the activity log writes an amount. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const dollars = Math.floor(absolute / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(absolute % 100).padStart(2, '0')}`;
}

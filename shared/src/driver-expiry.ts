/* Zod-free: the header's alerts, on every signed-in screen, name it without the driver schemas. */

/** Drivers whose licence expires within this many days are flagged "expiring". */
export const driverExpiryWarningDays = 30;

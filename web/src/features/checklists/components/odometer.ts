import { odmBelowLastMessage } from '@fleet-ops/shared';
import { formatNumber } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';

/**
 * An odometer message as the reader's language writes numbers: the server's refusal ends with
 * the last reading in bare figures ("... of 12000."), the hint under the box writes "12,000".
 */
export function formatOdometerMessage(message: string): string {
  return message.replace(/(?<=\s)(\d+)(?=\.$)/, (figures) => formatNumber(Number(figures)));
}

/**
 * The server's own refusal of a reading below the vehicle's last one, checked on the phone
 * before sending (the server checks again: another checklist may have raised it meanwhile).
 * Shown through `formatOdometerMessage`, as the server's is.
 */
export function odometerError(reading: string, lastReading: number | undefined): string | null {
  if (lastReading === undefined || !/^\d+$/.test(reading.trim()) || Number(reading) >= lastReading) return null;
  return translateMessage(odmBelowLastMessage(lastReading));
}

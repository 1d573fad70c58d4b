import { businessTimeZone } from '../../../config/business';
import { todayIn } from '../../../lib/format';

/** Today in the business timezone (as the server counts days), and the same day `months` months before. */
export function lastMonths(months: number, now = new Date()): { from: string; to: string } {
  const to = todayIn(businessTimeZone, now);
  const [year, month, day] = to.split('-').map(Number) as [number, number, number];
  const index = year * 12 + month - 1 - months;
  const lastDay = new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, '0');
  return { from: `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-${pad(Math.min(day, lastDay))}`, to };
}

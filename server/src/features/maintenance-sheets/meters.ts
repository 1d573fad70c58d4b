import type { Database } from '../../db/client.js';
import { businessDateTime } from '../../lib/business-time.js';
import type { Clock } from '../../lib/clock.js';
import { keepRecordReading } from '../meters/index.js';
import type { SheetRow } from './queries.js';

/**
 * The sheet's odometer is a reading of the vehicle (issue 37): source `work_order`, reference
 * `maintenance_sheet:{id}`, taken now when the service is today, else at noon of the service day
 * (the sheet gives no time). The meters' rules apply (never below a reading before it, a far jump
 * confirmed), in the sheet's own transaction; a corrected sheet moves its reading, checked again.
 */
export async function recordSheetOdometer(
  db: Database,
  clock: Clock,
  {
    before,
    after,
    confirmImplausible,
    actorId,
  }: {
    before: SheetRow | undefined;
    after: SheetRow;
    confirmImplausible: boolean | undefined;
    actorId: number;
  },
) {
  if (before && before.serviceDate === after.serviceDate && before.odometer === after.odometer) return;
  const today = after.serviceDate === clock.today();
  await keepRecordReading(db, clock, {
    vehicleId: after.vehicleId,
    meter: 'odometer',
    value: after.odometer,
    takenAt: today ? clock.now() : businessDateTime(`${after.serviceDate} 12:00:00`, clock.timeZone),
    source: 'work_order',
    sourceRef: `maintenance_sheet:${after.id}`,
    userId: actorId,
    confirmImplausible,
    field: 'odometer',
  });
}

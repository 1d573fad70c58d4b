import {
  addDays,
  centsToDollars,
  dollarsToCents,
  defaultTrackingSort,
  trackingMessages,
  weekDates,
  weekStart,
  type TrackingFilter,
  type TrackingListResponse,
  type TrackingRow,
  type UpdateTracking,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError, fieldError, notFound } from '../../lib/errors.js';
import type { ListPage, PageRequest } from '../../lib/pagination.js';
import { findRateForParentType } from '../rates/index.js';
import { billRow, formatCents } from './billing.js';
import {
  findLogSubject,
  findTrackingRow,
  insertActivityLogEntry,
  listTrackings,
  lockTrackingFor,
  updateTrackingRow,
  type TrackingListOrder,
  type TrackingQueryRow,
  type WeekFilter,
} from './queries.js';
import { openWeek } from './week-open.js';

const defaultColor = '#ffffff';

export function toTrackingRow(row: TrackingQueryRow): TrackingRow {
  const { tracking, vehicle } = row;
  return {
    id: tracking.id,
    tracking_id: tracking.id,
    slot: tracking.slot,
    driver_id: tracking.driverId,
    driver_name: row.driverName,
    vehicles_id: tracking.vehicleId,
    equipment_number: vehicle.equipmentNumber,
    ownership_type: vehicle.ownershipType,
    location: vehicle.location,
    VIN_no: vehicle.vinNo,
    license_plate_no: vehicle.licensePlateNo,
    start_date: tracking.weekStart,
    rate: centsToDollars(tracking.rateCents),
    rate_type: tracking.rateType,
    full_day_rate: centsToDollars(row.fullDayRateCents ?? 0),
    shared_day_rate: centsToDollars(row.sharedDayRateCents ?? 0),
    vehicle_type: vehicle.vehicleType,
    vehicle_parent_type: vehicle.vehicleParentType,
    has_radio: vehicle.radio,
    mine: vehicle.mine ? 'yes' : 'no',
    cleaning_appt: row.cleaningAppt,
    comment: tracking.comment,
    week_record: tracking.weekRecord,
    total_billing: centsToDollars(tracking.totalBillingCents),
    enabled: tracking.enabled,
    // The row's own colour, else the vehicle's assigned colour; white by default.
    color: tracking.color !== defaultColor ? tracking.color : vehicle.color,
    version: tracking.version,
  };
}

export async function getTrackingRow(db: Database, id: number): Promise<TrackingRow> {
  const row = await findTrackingRow(db, id);
  if (!row) throw notFound('Tracking');
  return toTrackingRow(row);
}

export function listOrder(filter: TrackingFilter): TrackingListOrder {
  return {
    sort: filter.sortBy ?? defaultTrackingSort.sortBy,
    direction: filter.sortDir ?? defaultTrackingSort.sortDir,
  };
}

/** The week the filter names (any day of it; this week when absent), opened so its rows exist. */
export async function openFilteredWeek(context: AppContext, filter: TrackingFilter): Promise<WeekFilter> {
  const start = weekStart(filter.start_date ?? context.clock.today());
  await openWeek(context, start);
  return {
    weekStart: start,
    enabled: filter.enabled,
    VIN_no: filter.VIN_no,
    driver_id: filter.driver_id,
    search: filter.search,
  };
}

/** What the week's list carries after its paging fields. */
type TrackingWeek = Pick<TrackingListResponse, 'start_date' | 'end_date' | 'days' | 'week_total'>;

export async function listTrackingPage(
  context: AppContext,
  filter: TrackingFilter,
  request: PageRequest,
): Promise<ListPage<TrackingRow, TrackingWeek>> {
  const week = await openFilteredWeek(context, filter);
  const { rows, total, totalCents } = await listTrackings(context.db, week, listOrder(filter), request);
  return {
    rows: rows.map(toTrackingRow),
    total,
    extra: {
      start_date: week.weekStart,
      end_date: addDays(week.weekStart, 6),
      days: weekDates(week.weekStart),
      week_total: centsToDollars(totalCents),
    },
  };
}

/** A correction to a past week goes to the activity log with the amount before and after. */
async function logCorrection(
  transaction: Database,
  row: { vehicleId: number; driverId: number | null },
  amounts: { before: number; after: number },
  actorId: number,
  now: Date,
) {
  const subject = await findLogSubject(transaction, row.vehicleId, row.driverId);
  await insertActivityLogEntry(transaction, {
    vehicleId: row.vehicleId,
    equipmentNumber: subject.equipmentNumber,
    driverId: row.driverId,
    driverName: subject.driverName,
    actionDate: now,
    log: trackingMessages.correctedLog,
    note: `Amount ${formatCents(amounts.before)} -> ${formatCents(amounts.after)}`,
    actorId,
  });
}

/**
 * A save that sends no days and keeps the row's rate type (and custom rate) only changes notes:
 * the comment pop-up. It keeps the row's billing as saved, so a note on a billed week never
 * re-prices it at today's Rates.
 */
function isNoteOnly(input: UpdateTracking, stored: { rateType: string; rateCents: number }): boolean {
  if (input.week_record !== undefined || input.rate_type !== stored.rateType) return false;
  return (
    input.rate_type !== 'custom_rate' || (input.rate !== undefined && dollarsToCents(input.rate) === stored.rateCents)
  );
}

/**
 * Saves a row's rate type, days, comment and cleaning note. The rate comes from Rates at save
 * time (or the custom rate) and the amount is computed here, whatever the client sent. A past
 * week may be corrected; the correction is logged with the old and new amount. Note-only saves
 * keep the billing (see `isNoteOnly`). A save that sends the `version` it read is refused (409,
 * nothing changed) when someone else saved the row since: the last save no longer silently wins.
 */
export async function updateTracking(
  context: AppContext,
  input: UpdateTracking,
  actorId: number,
): Promise<TrackingRow> {
  const now = context.clock.now();
  const currentWeek = weekStart(context.clock.today());
  // The row may belong to a week nobody has listed yet: open it first, as the list would.
  await openWeek(context, input.start_date);
  return context.db.transaction(async (transaction) => {
    const found = await lockTrackingFor(transaction, {
      weekStart: input.start_date,
      vinNo: input.VIN_no,
      driverId: input.driver_id,
      trackingId: input.tracking_id,
    });
    if (!found) throw notFound('Tracking');
    const { tracking } = found;
    // The row is locked: nobody can save between this check and the update below.
    if (input.version !== undefined && input.version !== tracking.version) {
      throw new AppError('conflict', trackingMessages.staleRow);
    }
    const parentRates = await findRateForParentType(transaction, found.vehicleParentType);
    const weekRecord = input.week_record ?? tracking.weekRecord;
    const rebill = !isNoteOnly(input, tracking);
    const billed = rebill
      ? billRow({ rateType: input.rate_type, customRate: input.rate }, parentRates, weekRecord)
      : { rateCents: tracking.rateCents, totalBillingCents: tracking.totalBillingCents };
    if (!billed) throw fieldError('rate_type', trackingMessages.noRateForType);

    const before = await getTrackingRow(transaction, tracking.id);
    await updateTrackingRow(transaction, tracking.id, {
      rateType: input.rate_type,
      rateCents: billed.rateCents,
      totalBillingCents: billed.totalBillingCents,
      weekRecord,
      ...(input.comment === undefined ? {} : { comment: input.comment }),
      ...(input.cleaning_appt === undefined ? {} : { cleaningAppt: input.cleaning_appt }),
      updatedAt: now,
    });
    const after = await getTrackingRow(transaction, tracking.id);
    if (rebill && tracking.weekStart < currentWeek) {
      const amounts = { before: tracking.totalBillingCents, after: billed.totalBillingCents };
      await logCorrection(transaction, tracking, amounts, actorId, now);
    }
    await recordAudit(transaction, {
      actorId,
      action: 'update',
      entity: 'tracking',
      entityId: tracking.id,
      before,
      after,
    });
    return after;
  });
}

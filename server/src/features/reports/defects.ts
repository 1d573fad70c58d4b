import {
  addDays,
  type DefectsReport,
  type DefectsReportCode,
  type DefectsReportRange,
  type DefectsReportRow,
  type ReportRange,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { startOfBusinessDay } from '../../lib/business-time.js';
import { listRangeDefects, type RangeDefect } from './queries/defects.js';

const hour = 3_600_000;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

type Window = { start: number; asOf: number };
type Interval = [number, number];

/** The range as moments: its first business day's start to the day after its last, cut at now. */
function windowOf(context: AppContext, range: ReportRange): Window {
  const zone = context.clock.timeZone;
  const start = startOfBusinessDay(range.start_date, zone).getTime();
  const end = startOfBusinessDay(addDays(range.end_date, 1), zone).getTime();
  return { start, asOf: Math.min(end, context.clock.now().getTime()) };
}

/** The total length of intervals, overlaps counted once. */
function unionLength(intervals: Interval[]): number {
  const sorted = intervals.filter(([from, to]) => to > from).sort((a, b) => a[0] - b[0]);
  let total = 0;
  let current: Interval | undefined;
  for (const [from, to] of sorted) {
    if (current && from <= current[1]) {
      current[1] = Math.max(current[1], to);
      continue;
    }
    if (current) total += current[1] - current[0];
    current = [from, to];
  }
  return current ? total + current[1] - current[0] : total;
}

const time = (value: Date | null) => (value ? value.getTime() : undefined);

/** Unfinished at `asOf`: reported before it and neither verified nor closed by then. */
const openAt = (defect: RangeDefect, asOf: number) => (time(defect.finishedAt) ?? Infinity) > asOf;

/** A minor defect past due at `asOf` while neither repaired nor closed by then. */
function overdueAt(defect: RangeDefect, asOf: number): boolean {
  const due = time(defect.dueAt);
  if (defect.severity !== 'minor' || due === undefined || due >= asOf) return false;
  return (time(defect.repairedAt) ?? Infinity) > asOf && (time(defect.closedAt) ?? Infinity) > asOf;
}

type Measures = Omit<DefectsReportRow, 'vehicle_id' | 'equipment_number' | 'vehicle_type' | 'vehicle_parent_type'>;

/** The measures of a group of defects (one vehicle's, or all of them for the totals). */
function measure(list: RangeDefect[], window: Window, outOfService: number): Measures {
  const repairs = list.flatMap((defect) => {
    const repaired = time(defect.repairedAt);
    const inRange = repaired !== undefined && repaired >= window.start && repaired < window.asOf;
    return inRange ? [repaired - defect.reportedAt.getTime()] : [];
  });
  const open = list.filter((defect) => openAt(defect, window.asOf));
  return {
    open_major: open.filter((defect) => defect.severity === 'major').length,
    open_minor: open.filter((defect) => defect.severity === 'minor').length,
    overdue_minor: list.filter((defect) => overdueAt(defect, window.asOf)).length,
    repaired: repairs.length,
    mean_hours_to_repair:
      repairs.length === 0 ? null : oneDecimal(repairs.reduce((sum, value) => sum + value, 0) / repairs.length / hour),
    out_of_service_hours: oneDecimal(outOfService / hour),
  };
}

/** The vehicle's out-of-service time within the window: its major defects' lives, merged. */
function outOfServiceMs(list: RangeDefect[], window: Window): number {
  return unionLength(
    list
      .filter((defect) => defect.severity === 'major')
      .map((defect): Interval => [
        Math.max(defect.reportedAt.getTime(), window.start),
        Math.min(time(defect.finishedAt) ?? Infinity, window.asOf),
      ]),
  );
}

/** Per code and class: reported in the window, and unfinished at its end. Codes in order, none last. */
function codeCounts(found: RangeDefect[], window: Window): DefectsReportCode[] {
  const counts = new Map<string, DefectsReportCode>();
  for (const defect of found) {
    const key = `${defect.code ?? ''}\u0000${defect.severity}`;
    const entry = counts.get(key) ?? { code: defect.code, severity: defect.severity, reported: 0, open: 0 };
    if (defect.reportedAt.getTime() >= window.start) entry.reported += 1;
    if (openAt(defect, window.asOf)) entry.open += 1;
    counts.set(key, entry);
  }
  const byCode = (a: DefectsReportCode, b: DefectsReportCode) =>
    a.code === null || b.code === null
      ? Number(a.code === null) - Number(b.code === null)
      : a.code.localeCompare(b.code, 'en', { numeric: true });
  return [...counts.values()].sort((a, b) => byCode(a, b) || a.severity.localeCompare(b.severity));
}

/**
 * Every vehicle with defect activity in the range, by equipment number, the totals, and the
 * counts per defect code; `code` keeps only the defects of that code.
 */
export async function defectsReport(
  context: AppContext,
  range: ReportRange & Partial<Pick<DefectsReportRange, 'code'>>,
): Promise<DefectsReport> {
  const window = windowOf(context, range);
  const found =
    window.asOf > window.start
      ? await listRangeDefects(context.db, {
          start: new Date(window.start),
          asOf: new Date(window.asOf),
          code: range.code,
        })
      : [];
  const byVehicle = new Map<number, RangeDefect[]>();
  for (const defect of found) byVehicle.set(defect.vehicleId, [...(byVehicle.get(defect.vehicleId) ?? []), defect]);
  let totalOutOfService = 0;
  const rows: DefectsReportRow[] = [...byVehicle.values()].map((list) => {
    const first = list[0]!;
    const outOfService = outOfServiceMs(list, window);
    totalOutOfService += outOfService;
    return {
      vehicle_id: first.vehicleId,
      equipment_number: first.equipmentNumber,
      vehicle_type: first.vehicleType,
      vehicle_parent_type: first.vehicleParentType,
      ...measure(list, window, outOfService),
    };
  });
  return {
    start_date: range.start_date,
    end_date: range.end_date,
    rows,
    totals: { vehicles: rows.length, ...measure(found, window, totalOutOfService) },
    codes: codeCounts(found, window),
  };
}

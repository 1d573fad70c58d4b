import { parseAsStringLiteral, useQueryState, useQueryStates } from 'nuqs';
import { businessTimeZone } from '../../config/business';
import { todayIn } from '../../lib/format';
import { searchParam } from '../../lib/list-address';
import { rangeInAddress, reportRangeAddress, type DateRange } from './report-range';

/*
 * A report's choices live in the address, so a report link can be shared. Every change is a new
 * history entry, so Back returns to the range (or type) shown before.
 */

/** A change of range worked out from the range it changes (a new From date may move the To date). */
export type RangeUpdate = (current: DateRange) => DateRange;

/** A report's range, today (the presets count from it) and the way to change the range. */
export type ReportPeriod = { today: string; range: DateRange; changeRange: (update: RangeUpdate) => void };

/**
 * The report's date range (`start_date`, `end_date`; this month when absent). A change made
 * before the address shows the previous one (From, then To at once) starts from the range last
 * asked for: nuqs hands the updater the state with the pending change in it.
 */
export function useReportRange(): ReportPeriod {
  const today = todayIn(businessTimeZone);
  const [address, setAddress] = useQueryStates(reportRangeAddress, { history: 'push' });
  const range = rangeInAddress(address.start_date, address.end_date, today);

  const changeRange = (update: RangeUpdate) =>
    void setAddress((current) => {
      const next = update(rangeInAddress(current.start_date, current.end_date, today));
      return { start_date: next.startDate, end_date: next.endDate };
    });
  return { today, range, changeRange };
}

/** The report's type selector value (`type`; the first of `types` when absent or unknown). */
export function useReportType<Type extends string>(types: readonly [Type, ...Type[]]) {
  const [type, setType] = useQueryState(
    'type',
    parseAsStringLiteral(types).withDefault(types[0]).withOptions({ history: 'push', clearOnDefault: false }),
  );
  return [type, (next: Type) => void setType(next)] as const;
}

/** The search, kept in the address so a reload or a shared link shows the same rows; typing replaces it. */
const searchInAddress = searchParam.withOptions({ history: 'replace' });

/** The report's search (`search`; none when absent): the rows shown and exported hold it. */
export function useReportSearch() {
  const [search, setSearch] = useQueryState('search', searchInAddress);
  return [search, (next: string) => void setSearch(next)] as const;
}

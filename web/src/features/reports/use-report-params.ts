import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { businessTimeZone } from '../../config/business';
import { todayIn } from '../../lib/format';
import { readReportRange, writeReportRange, type DateRange } from './report-range';

/*
 * A report's choices live in the address, so a report link can be shared. Every change is a new
 * history entry, so Back returns to the range (or type) shown before.
 */

/** A change of range worked out from the range it changes (a new From date may move the To date). */
export type RangeUpdate = (current: DateRange) => DateRange;

/** A report's range, today (the presets count from it) and the way to change the range. */
export type ReportPeriod = { today: string; range: DateRange; changeRange: (update: RangeUpdate) => void };

/**
 * The report's date range (`start_date`, `end_date`; this month when absent). The router shows a
 * new address a moment after it is asked to, so a change made in that moment (From, then To at
 * once) starts from the range last asked for, not from the one still shown.
 */
export function useReportRange(): ReportPeriod {
  const [params, setParams] = useSearchParams();
  const today = todayIn(businessTimeZone);
  const range = readReportRange(params, today);
  const requested = useRef<DateRange | null>(null);
  useEffect(() => {
    requested.current = null;
  }, [params]);

  const changeRange = (update: RangeUpdate) => {
    const next = update(requested.current ?? range);
    requested.current = next;
    setParams(writeReportRange(params, next));
  };
  return { today, range, changeRange };
}

/** Reads the report's `type` from the address: one of `types`, else the first. */
export function readReportType<Type extends string>(params: URLSearchParams, types: readonly [Type, ...Type[]]): Type {
  const value = params.get('type');
  return types.find((type) => type === value) ?? types[0];
}

/** The report's type selector value (`type`; the first of `types` when absent). */
export function useReportType<Type extends string>(types: readonly [Type, ...Type[]]) {
  const [params, setParams] = useSearchParams();
  const type = readReportType(params, types);
  const setType = (next: Type) => {
    const changed = new URLSearchParams(params);
    changed.set('type', next);
    setParams(changed);
  };
  return [type, setType] as const;
}

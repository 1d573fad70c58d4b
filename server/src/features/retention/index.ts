/**
 * Records that cannot vanish (issue 37): how long each kind is kept (Settings, never below the
 * legal minimum) and the one check every delete of such a record asks.
 */
export { dayMonthsAfter, latestKeep, type Keep, type KeptBy } from './kept.js';
export { monthsOf, readRetentionPeriods } from './periods.js';
export {
  keepVehicleRecords,
  refuseChecklistDeletion,
  refuseFillUpDeletion,
  refuseWorkOrderDeletion,
} from './records.js';

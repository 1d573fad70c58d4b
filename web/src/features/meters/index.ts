/** Meters (issue 37): the query key other features refresh after a change that records a reading. */
export { meterQueryKey } from './api/meter-readings';

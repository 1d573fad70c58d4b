import { pageParam, pageSizeParam, searchParam } from '../../lib/list-address';

/** The log comes 50 entries a page unless the address asks for another size. */
const activityLogDefaultPageSize = 50;

/**
 * What the Vehicle Logs screen keeps in the address (`search`, `page`, `per_page`), so a reload,
 * a shared link or the vehicle record's `/logs?search=<equipment number>` shows the same list.
 * The week and driver stay on the screen: it opens on the current week for all drivers.
 */
export const activityLogAddress = {
  search: searchParam,
  page: pageParam,
  perPage: pageSizeParam(activityLogDefaultPageSize),
};

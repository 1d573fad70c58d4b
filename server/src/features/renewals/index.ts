/** Renewals: everything that expires in one list (issue 21), which the daily digest reads too. */
export { listRenewals } from './service.js';

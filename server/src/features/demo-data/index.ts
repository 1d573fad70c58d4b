/** The demo fleet's accounts, and finding out whether they are loaded and removing them. */
export { demoAccounts, demoEmailDomain } from './accounts.js';
export { emptyFleetTables } from './queries.js';
export { demoDataStatus, removeDemoData } from './removal.js';

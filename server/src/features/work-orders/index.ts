/** Work orders of a vehicle: lines, linked service tasks and defects, and their cost in Profit & Loss. */
export { workOrderRoutes } from './routes.js';

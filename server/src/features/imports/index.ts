/** Bulk import of vehicles, drivers, rates and safety equipment from CSV or XLSX files. */
export { importRoutes } from './routes.js';

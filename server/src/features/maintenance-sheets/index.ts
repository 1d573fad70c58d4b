/**
 * The SAAQ mandatory maintenance sheet of a Mandatory maintenance work order (issue 37): whether
 * a work order has one, a vehicle's sheets in a period and one sheet's PDF, for the work orders
 * and the inspector's file.
 */
export { hasMaintenanceSheet } from './queries.js';
export { listVehicleMaintenanceSheets, type VehicleMaintenanceSheet } from './records.js';
export { renderMaintenanceSheetPdf } from './pdf.js';
export type { SheetLanguage } from './pdf-i18n.js';

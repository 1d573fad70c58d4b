/** The audit trail's reading side (`GET /api/audit`); writing is `recordAudit` in lib/audit.ts. */
export { auditRoutes } from './routes.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cleaningReportResponse,
  defectsReportRequest,
  defectsReportResponse,
  errorResponse,
  expiryReportParams,
  incidentReportResponse,
  maintenanceReportResponse,
  parentTypeReportParams,
  preUseReportResponse,
  profitLossReportResponse,
  regRenewalReportResponse,
  reportMessages,
  reportRangeRequest,
  vehicleTypesReportResponse,
} from '@fleet-ops/shared';
import { cleaningReport } from './queries/cleaning.js';
import { defectsReport } from './defects.js';
import { reportExportRoutes } from './export-routes.js';
import { incidentReport } from './queries/incident.js';
import { maintenanceReport } from './queries/maintenance.js';
import { preUseCoverage } from './pre-use-coverage.js';
import { preUseReport } from './queries/pre-use.js';
import { profitLossReport } from './queries/profit-loss.js';
import { regRenewalReport } from './queries/reg-renewal.js';
import { vehicleTypesReport } from './queries/vehicle-types.js';

const refused = { 401: errorResponse, 403: errorResponse, 422: errorResponse };
const tags = ['reports'];
const ok = reportMessages.loaded;

/** The Reports screens' calls (admins only): POST with start_date and end_date, rows + totals + series. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { context } = app;

  for (const path of ['/api/reports/cleaning', '/api/reports/cleaning/:type']) {
    app.post(
      path,
      {
        config: { reads: true },
        schema: {
          tags,
          summary: 'Cleaning: per vehicle on tracking per week, was a Cleaning appointment booked; compliance %',
          ...(path.endsWith(':type') ? { params: parentTypeReportParams } : {}),
          body: reportRangeRequest,
          response: { 200: cleaningReportResponse, ...refused },
        },
      },
      async (request) => {
        const type = (request.params as { type?: string }).type ?? 'all';
        return { data: await cleaningReport(context.db, request.body, type), message: ok };
      },
    );
  }

  for (const path of ['/api/reports/maintenance', '/api/reports/maintenance/:type']) {
    app.post(
      path,
      {
        config: { reads: true },
        schema: {
          tags,
          summary: 'Maintenance: Maintenance appointments in the range, counted per vehicle and week',
          ...(path.endsWith(':type') ? { params: parentTypeReportParams } : {}),
          body: reportRangeRequest,
          response: { 200: maintenanceReportResponse, ...refused },
        },
      },
      async (request) => {
        const type = (request.params as { type?: string }).type ?? 'all';
        return { data: await maintenanceReport(context.db, request.body, type), message: ok };
      },
    );
  }

  app.post(
    '/api/reports/inspection/:type',
    {
      config: { reads: true },
      schema: {
        tags,
        summary: 'Incident: latest fire extinguisher inspections expired (any time) or expiring in the range',
        params: expiryReportParams,
        body: reportRangeRequest,
        response: { 200: incidentReportResponse, ...refused },
      },
    },
    async (request) => {
      const query = { range: request.body, type: request.params.type, today: context.clock.today() };
      return { data: await incidentReport(context.db, query), message: ok };
    },
  );

  app.post(
    '/api/reports/reg_renewal/:type',
    {
      config: { reads: true },
      schema: {
        tags,
        summary: 'Reg. Renewal: registration, insurance and sticker dates expired (any time) or expiring in the range',
        params: expiryReportParams,
        body: reportRangeRequest,
        response: { 200: regRenewalReportResponse, ...refused },
      },
    },
    async (request) => {
      const query = { range: request.body, type: request.params.type, today: context.clock.today() };
      return { data: await regRenewalReport(context.db, query), message: ok };
    },
  );

  app.post(
    '/api/reports/vehicle_types/:type',
    {
      config: { reads: true },
      schema: {
        tags,
        summary: 'Vehicle Types: vehicles by parent type and ownership, rates, In Use days and billing of the weeks',
        params: parentTypeReportParams,
        body: reportRangeRequest,
        response: { 200: vehicleTypesReportResponse, ...refused },
      },
    },
    async (request) => ({
      data: await vehicleTypesReport(context.db, request.body, request.params.type),
      message: ok,
    }),
  );

  app.post(
    '/api/reports/pre_use_inspection',
    {
      config: { reads: true },
      schema: {
        tags,
        summary: 'Pre Use Inspection: checklists, issues and the days tracked In Use with no checklist',
        body: reportRangeRequest,
        response: { 200: preUseReportResponse, ...refused },
      },
    },
    async (request) => ({
      data: await preUseReport(context.db, request.body, await preUseCoverage(context)),
      message: ok,
    }),
  );

  app.post(
    '/api/reports/profit_loss',
    {
      config: { reads: true },
      schema: {
        tags,
        summary:
          'Profit & Loss: billing + revenue - expenses per vehicle and week, for the weeks starting in the range',
        body: reportRangeRequest,
        response: { 200: profitLossReportResponse, ...refused },
      },
    },
    async (request) => ({ data: await profitLossReport(context.db, request.body), message: ok }),
  );

  app.post(
    '/api/reports/defects',
    {
      config: { reads: true },
      schema: {
        tags,
        summary:
          'Defects: per vehicle, open defects by class and overdue minors at the range end, repairs and mean ' +
          'hours to repair in the range, out-of-service hours within the range; counts per defect code, ' +
          'and `code` to count one code alone',
        body: defectsReportRequest,
        response: { 200: defectsReportResponse, ...refused },
      },
    },
    async (request) => ({ data: await defectsReport(context, request.body), message: ok }),
  );

  await app.register(reportExportRoutes);
};

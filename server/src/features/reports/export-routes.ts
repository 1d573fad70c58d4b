import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  defectsReportExportQuery,
  errorResponse,
  expiryReportParams,
  parentTypeReportExportQuery,
  parentTypeReportParams,
  reportExportQuery,
} from '@fleet-ops/shared';
import { exportCodePattern } from '../../lib/csv-export.js';
import { fileContentTypes, fileFormats } from '../../lib/file-export/index.js';
import { readerLanguage } from '../../lib/reader-language.js';
import {
  exportCleaning,
  exportDefectsReport,
  exportIncident,
  exportMaintenance,
  exportPreUse,
  exportProfitLoss,
  exportRegRenewal,
  exportVehicleTypes,
} from './export.js';

const refused = { 401: errorResponse, 403: errorResponse, 422: errorResponse };

/** `?format=xlsx` asks for the XLSX; CSV is the default, as on every list's export. */
const formatField = {
  format: z.enum(fileFormats).optional().describe('csv (the default) or xlsx'),
};
const rangeQuery = reportExportQuery.safeExtend(formatField);
const parentTypeQuery = parentTypeReportExportQuery.safeExtend(formatField);
const tags = ['reports'];
const code = `:code(${exportCodePattern})`;

/** Each report's rows as a streamed CSV or XLSX (`?format=xlsx`): the same rows and columns as the screen, range as a query. */
export const reportExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { context } = app;
  const csv = { produces: ['text/csv', fileContentTypes.xlsx], response: refused, tags };

  app.get(
    `/api/cleaning/${code}/export`,
    {
      schema: {
        ...csv,
        summary: 'Cleaning report as CSV or XLSX (start_date, end_date, optional type)',
        querystring: parentTypeQuery,
      },
    },
    async (request, reply) =>
      exportCleaning(
        context,
        reply,
        { ...request.query, language: readerLanguage(request) },
        request.query.type ?? 'all',
      ),
  );

  app.get(
    `/api/maintenance/${code}/export`,
    {
      schema: {
        ...csv,
        summary: 'Maintenance report as CSV or XLSX (start_date, end_date, optional type)',
        querystring: parentTypeQuery,
      },
    },
    async (request, reply) =>
      exportMaintenance(
        context,
        reply,
        { ...request.query, language: readerLanguage(request) },
        request.query.type ?? 'all',
      ),
  );

  app.get(
    `/api/inspection/:type/${code}/export`,
    {
      schema: {
        ...csv,
        summary: 'Incident report as CSV or XLSX (start_date, end_date)',
        params: expiryReportParams,
        querystring: rangeQuery,
      },
    },
    async (request, reply) =>
      exportIncident(context, reply, { ...request.query, language: readerLanguage(request) }, request.params.type),
  );

  app.get(
    `/api/reg_renewal/:type/${code}/export`,
    {
      schema: {
        ...csv,
        summary: 'Reg. Renewal report as CSV or XLSX (start_date, end_date)',
        params: expiryReportParams,
        querystring: rangeQuery,
      },
    },
    async (request, reply) =>
      exportRegRenewal(context, reply, { ...request.query, language: readerLanguage(request) }, request.params.type),
  );

  app.get(
    `/api/vehicle_types/:type/${code}/export`,
    {
      schema: {
        ...csv,
        summary: 'Vehicle Types report as CSV or XLSX (start_date, end_date)',
        params: parentTypeReportParams,
        querystring: rangeQuery,
      },
    },
    async (request, reply) =>
      exportVehicleTypes(context, reply, { ...request.query, language: readerLanguage(request) }, request.params.type),
  );

  app.get(
    `/api/pre_use_inspection/${code}/export`,
    {
      schema: {
        ...csv,
        summary: 'Pre Use Inspection report as CSV or XLSX (start_date, end_date)',
        querystring: rangeQuery,
      },
    },
    async (request, reply) => exportPreUse(context, reply, { ...request.query, language: readerLanguage(request) }),
  );

  app.get(
    `/api/profit_loss/${code}/export`,
    {
      schema: {
        ...csv,
        summary: 'Profit & Loss report as CSV or XLSX (start_date, end_date)',
        querystring: rangeQuery,
      },
    },
    async (request, reply) => exportProfitLoss(context, reply, { ...request.query, language: readerLanguage(request) }),
  );

  // Not under api/defects/: that path's export is the Defects list's.
  app.get(
    `/api/defects_report/${code}/export`,
    {
      schema: {
        ...csv,
        summary: 'Defects report as CSV or XLSX (start_date, end_date, and optionally one defect code)',
        querystring: defectsReportExportQuery.safeExtend(formatField),
      },
    },
    async (request, reply) =>
      exportDefectsReport(context, reply, { ...request.query, language: readerLanguage(request) }),
  );
};

/** Bulk import of vehicles, drivers, rates, safety equipment and meter readings from CSV or XLSX files. */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataResponse,
  errorResponse,
  importCheck,
  importKindParams,
  importMessageIn,
  importMessages,
  importRun,
  importTemplateQuery,
  type ImportResultLine,
} from '@fleet-ops/shared';
import { AppError } from '../../lib/errors.js';
import { idParams } from '../../lib/path-params.js';
import { readerLanguage, type ReaderLanguage } from '../../lib/reader-language.js';
import { currentUser } from '../../plugins/authentication.js';
import { checkImportFile, errorsIn } from './check.js';
import { claimImport, runImport, type OnProgress } from './commit.js';
import { importProgress } from './progress.js';
import { findRun } from './run-queries.js';
import { toImportRun } from './serialize.js';
import { importTemplate, type Template } from './template.js';

const refused = { 401: errorResponse, 403: errorResponse };

/** An import's refusal (a 422 on the file) in the reader's language. */
async function inLanguage<Result>(language: ReaderLanguage, run: () => Promise<Result>): Promise<Result> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof AppError) || language === 'en') throw error;
    const fieldErrors = error.fieldErrors ? errorsIn(language, error.fieldErrors) : undefined;
    throw new AppError(error.code, importMessageIn(language, error.message), fieldErrors);
  }
}

function sendTemplate(reply: FastifyReply, template: Template) {
  return reply
    .header('Content-Type', template.contentType)
    .header('Content-Disposition', `attachment; filename="${template.fileName}"`)
    .send(template.data);
}

/** How many progress lines an import sends at most: enough for a smooth bar, few enough to cost nothing. */
const progressSteps = 100;

/** Sends the import's progress as it goes, one JSON line at a time, then its result line. */
async function streamImport(reply: FastifyReply, run: (onProgress: OnProgress) => Promise<ImportResultLine>) {
  const lines = new PassThrough();
  const send = (line: object) => lines.write(`${JSON.stringify(line)}\n`);
  void reply.header('Content-Type', 'application/x-ndjson; charset=utf-8').send(lines);
  const result = await run(async (rowsDone, totalRows) => {
    if (rowsDone % Math.max(1, Math.floor(totalRows / progressSteps)) !== 0 && rowsDone !== totalRows) return;
    send({ rows_done: rowsDone, total_rows: totalRows });
    // Lets the line leave before the next rows: on PGlite the import holds the only connection.
    await nextTurn();
  });
  send(result);
  lines.end();
  return reply;
}
const tags = ['imports'];

/**
 * Bulk import of vehicles, drivers, rates, fire extinguishers, first aid kits and meter readings
 * from CSV or XLSX, for admins only: a template, a dry run that stores the checked rows, the run's
 * status, and the confirmation that imports them all in one transaction.
 */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/imports/:kind/template',
    {
      schema: {
        tags,
        summary: "An empty import file with the kind's columns, headed in English or French by Accept-Language",
        params: importKindParams,
        querystring: importTemplateQuery,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: { ...refused, 422: errorResponse },
      },
    },
    async (request, reply) =>
      sendTemplate(reply, await importTemplate(request.params.kind, request.query.format, readerLanguage(request))),
  );

  app.post(
    '/api/imports/:kind',
    {
      config: { fileUploads: true, fileTooLargeMessage: importMessages.fileTooLarge },
      schema: {
        tags,
        summary:
          'Dry run: upload a CSV or XLSX file (multipart, field `file`, at most 10 MB and 10,000 rows); ' +
          'every row comes back as new, update or error with its messages, and the run waits for confirmation',
        consumes: ['multipart/form-data'],
        params: importKindParams,
        response: { 201: dataResponse(importCheck), ...refused, 413: errorResponse, 422: errorResponse },
      },
    },
    async (request, reply) => {
      const files = request.uploadedFiles.filter((file) => file.field === 'file');
      const language = readerLanguage(request);
      const actor = { id: currentUser(request).id, language };
      const checked = await inLanguage(language, () => checkImportFile(app.context, request.params.kind, files, actor));
      return reply.status(201).send({ data: checked, message: importMessageIn(language, importMessages.checked) });
    },
  );

  app.get(
    '/api/imports/:id',
    {
      schema: {
        tags,
        summary: "A run's status and counts; rows_done counts live only on the instance running the import",
        params: idParams,
        response: { 200: dataResponse(importRun), ...refused, 404: errorResponse },
      },
    },
    async (request) => {
      const run = await findRun(app.context.db, request.params.id);
      if (!run) throw new AppError('not_found', importMessages.notFound);
      return { data: toImportRun(run, importProgress.get(run.id) ?? run.rowsDone), message: 'OK' };
    },
  );

  app.post(
    '/api/imports/:id/commit',
    {
      // Compressing would hold the progress lines back until the end.
      compress: false,
      schema: {
        tags,
        summary:
          'Import a checked run without errors in one transaction (all rows or none). Answers ' +
          'newline-delimited JSON: {rows_done, total_rows} lines, then {run, message, errors}',
        params: idParams,
        produces: ['application/x-ndjson'],
        response: { ...refused, 404: errorResponse, 409: errorResponse, 422: errorResponse },
      },
    },
    async (request, reply) => {
      const run = await claimImport(app.context, request.params.id);
      return streamImport(reply, (onProgress) => runImport(app.context, run, currentUser(request).id, onProgress));
    },
  );
};

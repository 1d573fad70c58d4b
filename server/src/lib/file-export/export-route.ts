import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { currentUser, type CurrentUser } from '../../plugins/authentication.js';
import { readerLanguage } from '../reader-language.js';
import { fileContentTypes, fileFormats, sendFile, type FileExport, type FileFormat } from './send-file.js';

type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

/** The `/{6 hex}/export` path segment: random, so caches never serve an old file. */
export const exportCodePattern = '^[0-9a-fA-F]{6}$';

const exportParams = z.object({
  code: z.string().regex(new RegExp(exportCodePattern)).describe('Any 6 hex digits, so no cache serves an old file'),
});

const formatField = {
  format: z
    .enum(fileFormats)
    .optional()
    .describe('csv (the default) or xlsx; an Accept header naming the XLSX type asks for xlsx too'),
};

/** The format asked for: `?format=`, else XLSX when the Accept header names it, else CSV. */
export function requestedFormat(request: FastifyRequest, format: FileFormat | undefined): FileFormat {
  if (format) return format;
  return request.headers.accept?.includes(fileContentTypes.xlsx) ? 'xlsx' : 'csv';
}

export type ExportRouteConfig<Query extends z.ZodObject | undefined, Row> = {
  /** The list's path; the export answers at `{url}/{6 hex}/export`. */
  url: string;
  tags: string[];
  /** What the file holds, for the API document ("as a CSV or XLSX download" is added). */
  summary: string;
  /** Who may call it (`config.access`); nothing means admins only, as for any route. */
  access?: FastifyContextConfig['access'];
  /** The list's filters, as the list reads them; `format` is added. */
  query?: Query;
  /** The export's configuration for this request: its name, its columns and its batch reader. */
  file: (
    request: { query: Query extends z.ZodObject ? z.output<Query> : undefined; caller: CurrentUser },
    context: AppContext,
  ) => FileExport<Row> | Promise<FileExport<Row>>;
};

/**
 * Registers a list's export: `GET {url}/{6 hex}/export` checks the list's filters (a bad one is a
 * 422 naming the field), and streams the same rows as a CSV (the default) or an XLSX
 * (`?format=xlsx`), headed and worded in the reader's language (Accept-Language). An export route
 * is this configuration; what differs between lists is the `file` it describes.
 */
export function exportRoute<Query extends z.ZodObject | undefined = undefined, Row = unknown>(
  app: RouteApp,
  route: ExportRouteConfig<Query, Row>,
): void {
  const querystring = route.query ? route.query.safeExtend(formatField) : z.object(formatField);
  app.get(
    `${route.url}/:code(${exportCodePattern})/export`,
    {
      config: route.access ? { access: route.access } : {},
      schema: {
        tags: route.tags,
        summary: `${route.summary}, as a CSV or XLSX download in English or French by Accept-Language`,
        params: exportParams,
        querystring,
        produces: [fileContentTypes.csv.split(';')[0]!, fileContentTypes.xlsx],
        response: { 401: errorResponse, 403: errorResponse, 422: errorResponse },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query as { format?: FileFormat } & Record<string, unknown>;
      const caller = currentUser(request);
      const file = await route.file({ query: (route.query ? query : undefined) as never, caller }, app.context);
      return sendFile(reply, file, {
        format: requestedFormat(request, format),
        language: readerLanguage(request),
        clock: app.context.clock,
      });
    },
  );
}

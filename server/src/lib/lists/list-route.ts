import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponse, pagedResponse, type Paged, type PaginationQuery } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { currentUser, type CurrentUser } from '../../plugins/authentication.js';
import { pageOf, pageRequest, wholeListPage, type ListPage, type PageRequest } from '../pagination.js';
import { checkPagingFields } from './list-query.js';

type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

/** What a list's reader is given: the checked query, the page asked for, who asks and, where the list has one, their scope. */
export type ListRead<Query, Scope, Params> = {
  query: Query;
  page: PageRequest;
  caller: CurrentUser;
  scope: Scope;
  params: Params;
};

type Reader<Query extends z.ZodType, Row extends z.ZodType, Scope, Params, Extra extends object, Read> = (
  list: Read & Omit<ListRead<z.output<Query>, Scope, Params extends z.ZodType ? z.output<Params> : undefined>, 'page'>,
) => Promise<ListPage<z.output<Row>, Extra>>;

export type ListRouteConfig<
  Query extends z.ZodType<PaginationQuery>,
  Row extends z.ZodType,
  Scope,
  Params extends z.ZodType | undefined,
  Extra extends object,
> = {
  url: string;
  tags: string[];
  summary: string;
  /** Who may call it (`config.access`); nothing means admins only, as for any route. */
  access?: FastifyContextConfig['access'];
  /** The list's query from shared: `paginationQuery` extended with its filters, sort and search. */
  query: Query;
  /** One row of the answer; the answer is `pagedResponse(row)` unless `response` says otherwise. */
  row: Row;
  /** A page's size when the query gives neither `per_page` nor `limit`. */
  perPage: number;
  /** Path parameters. */
  params?: Params;
  /** The parameters name a record that may not exist: its 404 is part of the answers. */
  notFound?: boolean;
  /** The 200 answer when the page carries more than the paging fields (the tracking week's totals). */
  response?: z.ZodType;
  /** Whose rows the caller may see, worked out once per request before the read (the crew scope). */
  scope?: (context: AppContext, caller: CurrentUser) => Promise<Scope>;
  /** Reads one page and the total: the only part of a list that differs from one resource to the next. */
  read: Reader<Query, Row, Scope, Params, Extra, { page: PageRequest }>;
  /**
   * A list that may answer every matching row as one page (an unpaged call of the activity log,
   * `all=1` of rates): `when` the query asks for it, `read` reads them all, and the answer is page
   * 1 of 1 holding `total` rows.
   */
  whole?: {
    when: (query: z.output<Query>) => boolean;
    read: Reader<Query, Row, Scope, Params, Extra, object>;
  };
};

/**
 * Registers a paged list: `GET url` checks the query against the list's schema (paging with the
 * bounds every list shares, its sort columns, its bounded search: a bad one is a 422 naming the
 * field), works out the caller's scope, reads the page and the total, and answers the spec's paged
 * shape (`data`, `message`, `total`, `per_page`, `current_page`, `last_page`). A list route is
 * this configuration; what differs between lists lives in `read`.
 */
export function listRoute<
  Query extends z.ZodType<PaginationQuery>,
  Row extends z.ZodType,
  Scope = undefined,
  Params extends z.ZodType | undefined = undefined,
  Extra extends object = object,
>(app: RouteApp, list: ListRouteConfig<Query, Row, Scope, Params, Extra>): void {
  checkPagingFields(list.url, list.query);
  const refusals = { 401: errorResponse, 403: errorResponse, 422: errorResponse };
  app.get(
    list.url,
    {
      config: list.access ? { access: list.access } : {},
      schema: {
        tags: list.tags,
        summary: list.summary,
        ...(list.params ? { params: list.params } : {}),
        querystring: list.query,
        response: {
          200: list.response ?? pagedResponse(list.row),
          ...refusals,
          ...(list.notFound ? { 404: errorResponse } : {}),
        },
      },
    },
    async (request): Promise<Paged<z.output<Row>>> => {
      const query = request.query as z.output<Query>;
      const caller = currentUser(request);
      const scope = list.scope ? await list.scope(app.context, caller) : (undefined as Scope);
      const params = request.params as Params extends z.ZodType ? z.output<Params> : undefined;
      const read = { query, caller, scope, params };
      if (list.whole?.when(query)) {
        const { rows, total, extra } = await list.whole.read(read);
        return { ...pageOf(rows, total, wholeListPage(total)), ...extra };
      }
      const page = pageRequest(query, list.perPage);
      const { rows, total, extra } = await list.read({ ...read, page });
      return { ...pageOf(rows, total, page), ...extra };
    },
  );
}

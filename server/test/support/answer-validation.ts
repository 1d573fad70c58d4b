import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { documentPath } from '../../src/plugins/api-document.js';

/**
 * Every JSON answer a test receives is checked against the OpenAPI document the server serves
 * (/api/docs/json), with ajv: a route that answers outside its declared response schema fails the
 * test that called it, so a generated client can trust the document. What is checked: the
 * schema of the answer's status, or, for a status the route does not declare, the `{ message,
 * errors }` shape every failure has (DESIGN.md §3); an undeclared 2xx is a mismatch itself.
 */

type JsonObject = { [key: string]: unknown };
type Operation = { operationId?: string; responses?: Record<string, { content?: Record<string, JsonObject> }> };

/** The failure shape of the error handler, for statuses a route leaves undeclared. */
const failureSchema = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
  required: ['message'],
};

/**
 * OpenAPI 3.0's boolean `exclusiveMinimum`/`exclusiveMaximum` (beside `minimum`/`maximum`) as the
 * numbers JSON Schema draft 7, which ajv reads, expects; `nullable` ajv reads itself.
 */
function asDraft7(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(asDraft7);
  if (!node || typeof node !== 'object') return node;
  const schema: JsonObject = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, asDraft7(value)]));
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof schema[exclusive] !== 'boolean') continue;
    if (schema[exclusive]) schema[exclusive] = schema[bound];
    else delete schema[exclusive];
    delete schema[bound];
  }
  return schema;
}

const describe = (error: ErrorObject) =>
  `${error.instancePath || '(the answer)'} ${error.message ?? 'is invalid'}${
    error.keyword === 'additionalProperties' ? `: ${String(error.params.additionalProperty)}` : ''
  }${error.keyword === 'enum' ? `: ${JSON.stringify(error.params.allowedValues)}` : ''}`;

type Document = { paths: Record<string, Record<string, Operation>> };

/** The document and the validators compiled from it, by operation and status. */
export type DocumentCache = { document?: Document; validators: Map<string, ValidateFunction> };

/**
 * One worker's test files build the same routes, so by default the document and its compiled
 * validators are made once per worker (the document takes a second or two to generate).
 */
const workerCache: DocumentCache = { validators: new Map() };
const ajv = new Ajv({
  strict: false,
  allErrors: true,
  formats: { 'date-time': true, binary: true, date: /^\d{4}-\d{2}-\d{2}$/ },
});

function validatorFor(cache: DocumentCache, key: string, schema: unknown): ValidateFunction {
  let validate = cache.validators.get(key);
  if (!validate) {
    validate = ajv.compile(asDraft7(schema) as JsonObject);
    cache.validators.set(key, validate);
  }
  return validate;
}

/**
 * The document's JSON request body schema of `method path`, compiled, so a test can hold that a
 * body the document calls valid is one the server accepts, and one it calls invalid is refused.
 */
export function requestBodyValidator(document: unknown, method: string, path: string): ValidateFunction {
  const operation = (document as Document).paths[path]?.[method] as
    { requestBody?: { content?: Record<string, { schema?: unknown }> } } | undefined;
  const schema = operation?.requestBody?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`The document has no JSON request body for ${method.toUpperCase()} ${path}`);
  return ajv.compile(asDraft7(schema) as JsonObject);
}

export type AnswerChecker = {
  /** Mismatches seen since the last call, each a readable paragraph; the list starts again empty. */
  takeMismatches: () => string[];
};

/**
 * Adds an onSend hook to `app` (before `ready`) that checks each JSON answer. A mismatch is kept,
 * not thrown, so the test sees the real answer and the suite's `afterEach` fails it with the
 * list.
 */
export function checkAnswersAgainstDocument(app: FastifyInstance, cache = workerCache): AnswerChecker {
  let mismatches: string[] = [];

  const check = (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const contentType = String(reply.getHeader('content-type') ?? '');
    const routeUrl = request.routeOptions.url;
    if (!contentType.startsWith('application/json') || !routeUrl || request.method === 'HEAD') return;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return;
    cache.document ??= app.swagger() as unknown as Document;
    const path = documentPath(routeUrl);
    const method = String(request.routeOptions.method).toLowerCase();
    const operation = cache.document.paths[path]?.[method];
    if (!operation) return; // Not in the document: the docs pages themselves.
    const status = String(reply.statusCode);
    const declared = operation.responses?.[status]?.content?.['application/json']?.schema;
    const where = `${request.method} ${request.url} (${operation.operationId ?? path}) answered ${status}`;
    if (!declared && status.startsWith('2')) {
      mismatches.push(`${where}, a status the document does not declare for it.`);
      return;
    }
    const validate = declared
      ? validatorFor(cache, `${method} ${path} ${status}`, declared)
      : validatorFor(cache, 'failure', failureSchema);
    const body: unknown = JSON.parse(payload.toString());
    if (validate(body)) return;
    const problems = (validate.errors ?? []).slice(0, 8).map(describe);
    mismatches.push(`${where} outside its documented schema:\n  ${problems.join('\n  ')}`);
  };

  app.addHook('onSend', async (request, reply, payload) => {
    check(request, reply, payload);
    return payload;
  });
  return {
    takeMismatches: () => {
      const taken = mismatches;
      mismatches = [];
      return taken;
    },
  };
}

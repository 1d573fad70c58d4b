import { STATUS_CODES } from 'node:http';
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { checklistBaseItems, vehicleEquipmentItems } from '@fleet-ops/shared';

/**
 * What the generated OpenAPI document needs beyond the route schemas, done once here rather than
 * in every route, so that strict tools (Redocly's recommended rules, ajv, openapi-typescript) take
 * it as it is: path parameters with the pattern the router matches them by, a stable operationId,
 * downloads that declare their 200, errors as JSON, nullable enums that accept null, and what a
 * request field needs that its schema cannot say (a checklist's items).
 */

type JsonObject = { [key: string]: unknown };
type Operation = JsonObject & { responses?: Record<string, JsonObject>; parameters?: JsonObject[] };

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** `:code(^[0-9a-fA-F]{6}$)` → name and pattern; the router's own parameter syntax. */
function urlParameters(url: string): { name: string; pattern?: string }[] {
  const found: { name: string; pattern?: string }[] = [];
  for (const match of url.matchAll(/:(\w+)(?:\(([^/]*?)\))?(?=\/|$)/g)) {
    found.push({ name: match[1]!, ...(match[2] ? { pattern: match[2] } : {}) });
  }
  return found;
}

/** The document's path for a route's URL: `/api/vehicles/:id(^\d+$)` → `/api/vehicles/{id}`. */
export function documentPath(routeUrl: string): string {
  return routeUrl.replace(/:(\w+)(?:\([^/]*?\))?(?=\/|$)/g, '{$1}');
}

/**
 * The route step: the zod schemas become JSON schemas, then every parameter the URL has is
 * declared (a route whose `params` names only some of them lost the others) with the router's
 * pattern, which is how the server tells `/api/vehicles/12` (an id) from `/api/vehicles/hidden`.
 */
export const routeSchemaTransform: SwaggerTransform = (input) => {
  const transformed = jsonSchemaTransform(input);
  const parameters = urlParameters(input.url);
  if (parameters.length === 0) return transformed;
  const schema = transformed.schema as JsonObject;
  const declared = (schema.params ?? { type: 'object', properties: {}, required: [] }) as JsonObject & {
    properties?: Record<string, JsonObject>;
    required?: string[];
  };
  const properties = { ...declared.properties };
  for (const { name, pattern } of parameters) {
    const own = properties[name] ?? { type: 'string' };
    const patternApplies = pattern && own.type === 'string' && !own.enum && !own.pattern;
    properties[name] = patternApplies ? { ...own, pattern } : own;
  }
  const required = [...new Set([...(declared.required ?? []), ...parameters.map(({ name }) => name)])];
  return { ...transformed, schema: { ...schema, params: { ...declared, type: 'object', properties, required } } };
};

/**
 * `GET /api/vehicles/{id}/overview` → `getVehiclesIdOverview`: the method, then each path segment
 * in camel case (`/api` left out, as every path has it). Derived only from the method and path,
 * so it stays the same from one run to the next and a generated client's names do not move.
 */
export function operationIdFor(method: string, path: string): string {
  const words = path
    .replace(/^\/api(?=\/|$)/, '')
    .split(/[/_\-{}.]+/)
    .filter(Boolean);
  return method + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

const jsonType = 'application/json';
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const typeOfFormat: Record<string, string> = { csv: 'text/csv', xlsx: xlsxType, pdf: 'application/pdf' };

/** The file types an operation answers: what its route `produces`, and the `format` it may ask for. */
function downloadTypes(operation: Operation): string[] {
  const types = new Set<string>();
  for (const response of Object.values(operation.responses ?? {})) {
    for (const type of Object.keys((response.content as JsonObject | undefined) ?? {})) {
      if (type !== jsonType) types.add(type);
    }
  }
  const format = operation.parameters?.find((parameter) => parameter.in === 'query' && parameter.name === 'format');
  for (const value of ((format?.schema as JsonObject | undefined)?.enum as unknown[] | undefined) ?? []) {
    const type = typeOfFormat[String(value)];
    if (type) types.add(type);
  }
  return [...types];
}

function describeDownload(types: string[]): string {
  return types.includes('application/x-ndjson')
    ? 'Progress, one JSON object per line, then the outcome'
    : 'The file, as an attachment (Content-Disposition names it)';
}

/**
 * Errors are always `{ message, errors }` JSON, even on a route whose 200 is a file (the route's
 * `produces` had labelled them with the file's type). A download declares its 200 as binary in
 * each type it can be; every response's description is its status's name.
 */
function finishResponses(operation: Operation) {
  const responses = { ...operation.responses };
  const files = downloadTypes(operation);
  for (const [status, response] of Object.entries(responses)) {
    const content = response.content as Record<string, JsonObject> | undefined;
    const failure = Number(status) >= 300;
    const schema = content && Object.values(content)[0]?.schema;
    responses[status] = {
      ...response,
      description:
        response.description === 'Default Response' ? (STATUS_CODES[status] ?? status) : response.description,
      ...(failure && schema ? { content: { [jsonType]: { schema } } } : {}),
    };
  }
  const answersFile = !Object.keys(responses).some((status) => status.startsWith('2'));
  if (answersFile && files.length > 0) {
    const binary = { schema: { type: 'string', format: 'binary' } };
    responses['200'] = {
      description: describeDownload(files),
      content: Object.fromEntries(files.map((type) => [type, binary])),
    };
  }
  return responses;
}

/**
 * Strict OpenAPI 3.0 validators check `enum` before `nullable`, so a nullable enum lists null
 * itself; a record keyed by an enum (`z.record(z.enum(days), …)`) names its keys as properties,
 * which 3.0 has no `propertyNames` for.
 */
function finishSchemas(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) finishSchemas(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as JsonObject;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum = [...(schema.enum as unknown[]), null];
  }
  const valueSchema = schema.additionalProperties;
  if (Array.isArray(schema.required) && valueSchema && typeof valueSchema === 'object') {
    const properties = (schema.properties ?? {}) as JsonObject;
    for (const name of schema.required as string[]) properties[name] ??= valueSchema;
    schema.properties = properties;
  }
  for (const value of Object.values(schema)) finishSchemas(value);
}

/**
 * The checklist's answers: which items a body must hold depends on the vehicle (and the inspection
 * form version), which one document cannot list, so it says precisely what the object is and
 * where a client reads the vehicle's items. Added here, not to the shared schema, which only
 * checks the object's shape (the service checks the items against the vehicle).
 */
const checklistAnswersDocument = {
  minProperties: 1,
  maxProperties: 60,
  description: [
    'One answer per checklist item of the vehicle: item name → `yes`, `no` or `na`; exactly the',
    "vehicle's items, none left out and none added (a 422 on `checklist` otherwise). Read them before",
    'filling in: `GET /api/vehicles/equipment_items?equipment_number=…` answers them in form order as',
    `\`data.equipment_items\`: the ${checklistBaseItems.length} base items (${checklistBaseItems.join(', ')}), then, for a`,
    'vehicle with `extra_checklist_items`, one per equipment item it carries, in this order:',
    `${vehicleEquipmentItems.join(', ')}. With \`form_version_id\`, the items are that inspection form`,
    "version's items the vehicle carries (`GET /api/vehicles/{id}/inspection_form`), and `na` is allowed",
    'only on an item the version allows. Any `no` needs `remarks`. In multipart form data, the object',
    'is sent as JSON text.',
  ].join(' '),
};

/** Request fields whose document says more than their schema: operationId → field name → what to add. */
export type RequestFieldDocuments = Record<string, Record<string, JsonObject>>;

/** The app's own (api-docs.ts hands them to the document step). */
export const requestFieldDocuments: RequestFieldDocuments = {
  postChecklist: { checklist: checklistAnswersDocument },
};

/**
 * Adds what `documents` say to every body type of its operation. A missing operation or field
 * fails the document's build: a renamed route or field must not silently lose its description.
 */
function describeRequestFields(operations: Map<string, Operation>, documents: RequestFieldDocuments) {
  for (const [operationId, fields] of Object.entries(documents)) {
    const content = (operations.get(operationId)?.requestBody as JsonObject | undefined)?.content as
      Record<string, { schema?: { properties?: Record<string, JsonObject> } }> | undefined;
    for (const [name, documented] of Object.entries(fields)) {
      const schemas = Object.values(content ?? {}).map(({ schema }) => schema?.properties);
      if (schemas.length === 0 || schemas.some((properties) => !properties?.[name])) {
        throw new Error(`The document describes ${operationId}'s field ${name}, which its request body lacks`);
      }
      for (const properties of schemas) properties![name] = { ...properties![name], ...documented };
    }
  }
}

/**
 * The overlap the spec's paths have, said once: two paths share their shape and the server tells
 * them apart by the segment itself (the pattern of `{id}`), or by the method.
 */
export const overlappingPathsNote = [
  '**Paths that share a shape**: the spec names `GET /api/vehicles/{id}` (one vehicle) and',
  '`GET /api/vehicles/{type}` (a list filter such as `hidden`), and `GET /api/imports/{id}` (a run)',
  'and `POST /api/imports/{kind}` (a new dry run of `vehicles`, `drivers`…). The server matches an',
  '`{id}` only when the segment is digits (`^\\d+$`) and takes anything else as the filter or kind;',
  'under imports, the method decides. An export `{code}` is 6 hexadecimal characters (`^[0-9a-fA-F]{6}$`).',
  'A fixed segment always wins over a parameter in the same place, so `/api/vehicles/status/{id}` and',
  '`/api/vehicles/remove_driver/{assignment_id}` are never read as `/api/vehicles/{id}/…` with the id',
  '`status` (an id is a number in any case).',
].join('\n');

type DocumentOptions = { serverUrl: string; requestFields?: RequestFieldDocuments };

/**
 * The document step, run on the whole document as it is served: operationIds (unique, or the
 * build fails: two paths that read alike), responses, schemas, and the server's own address.
 */
export function finishDocument(document: JsonObject, options: DocumentOptions): JsonObject {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  const seen = new Map<string, string>();
  const operations = new Map<string, Operation>();
  for (const [path, item] of Object.entries(paths)) {
    for (const method of methods) {
      const operation = item[method];
      if (!operation) continue;
      const operationId = (operation.operationId as string | undefined) ?? operationIdFor(method, path);
      const other = seen.get(operationId);
      if (other) throw new Error(`operationId ${operationId} of ${method.toUpperCase()} ${path} is also ${other}'s`);
      seen.set(operationId, `${method.toUpperCase()} ${path}`);
      item[method] = { ...operation, operationId, responses: finishResponses(operation) };
      operations.set(operationId, item[method]);
    }
  }
  finishSchemas(paths);
  describeRequestFields(operations, options.requestFields ?? {});
  const info = document.info as JsonObject;
  return {
    ...document,
    info: { ...info, description: [info.description, overlappingPathsNote].filter(Boolean).join('\n\n') },
    servers: [{ url: options.serverUrl, description: 'This Fleet Ops server (APP_URL)' }],
    paths,
  };
}

/** The document step as @fastify/swagger takes it (the app serves OpenAPI 3 only). */
export function documentTransform(options: DocumentOptions): SwaggerTransformObject {
  return (input) => ('openapiObject' in input ? finishDocument(input.openapiObject, options) : input.swaggerObject);
}

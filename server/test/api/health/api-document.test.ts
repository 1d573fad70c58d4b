import Fastify, { type FastifyReply } from 'fastify';
import swagger from '@fastify/swagger';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { documentTransform, routeSchemaTransform } from '../../../src/plugins/api-document.js';
import { checkAnswersAgainstDocument } from '../../support/answer-validation.js';
import { useTestApp } from '../../support/test-app.js';

const testApp = useTestApp();

type Operation = {
  operationId: string;
  parameters?: { in: string; name: string; schema: { pattern?: string } }[];
  responses: Record<string, { content?: Record<string, unknown> }>;
};

async function servedDocument() {
  const response = await testApp.request(undefined, { method: 'GET', url: '/api/docs/json' });
  return response.json() as { servers: { url: string }[]; paths: Record<string, Record<string, Operation>> };
}

const operationsOf = (document: Awaited<ReturnType<typeof servedDocument>>) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );

describe('the OpenAPI document at api/docs/json', () => {
  it('names every operation once, after its method and path, and names this server', async () => {
    const document = await servedDocument();
    const ids = operationsOf(document).map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/api/vehicles/{id}/overview']!.get!.operationId).toBe('getVehiclesIdOverview');
    expect(document.paths['/api/checklist']!.post!.operationId).toBe('postChecklist');
    expect(document.servers).toEqual([{ url: 'http://fleet.test', description: 'This Fleet Ops server (APP_URL)' }]);
  });

  it('declares every path parameter, with the pattern that tells an id from a list filter', async () => {
    const document = await servedDocument();
    for (const { path, operation } of operationsOf(document)) {
      const declared = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path').map((p) => p.name);
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      expect(declared.sort(), path).toEqual(inPath.sort());
    }
    const exportCode = document.paths['/api/inspection/{type}/{code}/export']!.get!.parameters!.find(
      (parameter) => parameter.name === 'code',
    );
    expect(exportCode!.schema.pattern).toBe('^[0-9a-fA-F]{6}$');
  });

  it('says what a download answers: a CSV file, a PDF, and errors as JSON', async () => {
    const document = await servedDocument();
    const vehiclesExport = document.paths['/api/vehicles/{code}/export']!.get!;
    expect(Object.keys(vehiclesExport.responses['200']!.content!)).toContain('text/csv');
    expect(Object.keys(vehiclesExport.responses['401']!.content!)).toEqual(['application/json']);
    const checklistPdf = document.paths['/api/checklist/{id}/pdf']!.get!;
    expect(Object.keys(checklistPdf.responses['200']!.content!)).toEqual(['application/pdf']);
  });
});

/**
 * A small app with one route of each kind, documented the way the real app is; without the zod
 * type provider, so its handlers may answer what their schemas do not allow.
 */
async function appWithRoutesThatStray() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, {
    openapi: { info: { title: 'Test', version: '1' } },
    transform: routeSchemaTransform,
    transformObject: documentTransform({ serverUrl: 'http://fleet.test' }),
  });
  const counted = { 200: z.object({ count: z.number() }) };
  app.get('/api/counts/:id(^\\d+$)', { schema: { response: counted } }, async (_request, reply) =>
    // A serializer of its own skips the route's: the answer leaves its schema, as a hand-made one could.
    reply
      .type('application/json')
      .serializer((value) => JSON.stringify(value))
      .send({ count: 'many' }),
  );
  // A plain reply: the schema's types would not let a handler answer a status it does not declare.
  app.get('/api/created', { schema: { response: counted } }, async (_request, reply: FastifyReply) =>
    reply.code(201).send({ count: 1 }),
  );
  app.get('/api/missing', { schema: { response: counted } }, async (_request, reply: FastifyReply) =>
    reply.code(404).send({ message: 'No such count.' }),
  );
  const checker = checkAnswersAgainstDocument(app, { validators: new Map() });
  await app.ready();
  return { app, checker };
}

describe('the API tests check every JSON answer against the document', () => {
  it('report an answer outside its schema, by route, operation and field', async () => {
    const { app, checker } = await appWithRoutesThatStray();
    await app.inject({ method: 'GET', url: '/api/counts/7' });
    expect(checker.takeMismatches()).toEqual([
      'GET /api/counts/7 (getCountsId) answered 200 outside its documented schema:\n  /count must be number',
    ]);
    expect(checker.takeMismatches()).toEqual([]);
    await app.close();
  });

  it('report a success status the route does not declare, and accept a failure in the error shape', async () => {
    const { app, checker } = await appWithRoutesThatStray();
    await app.inject({ method: 'GET', url: '/api/created' });
    await app.inject({ method: 'GET', url: '/api/missing' });
    expect(checker.takeMismatches()).toEqual([
      'GET /api/created (getCreated) answered 201, a status the document does not declare for it.',
    ]);
    await app.close();
  });
});

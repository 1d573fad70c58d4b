import { describe, expect, it } from 'vitest';
import { documentPath, finishDocument, operationIdFor, type RequestFieldDocuments } from './api-document.js';

const errorSchema = { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] };

const documentWith = (paths: Record<string, unknown>) => ({
  openapi: '3.0.3',
  info: { title: 'Fleet Ops API', version: '1.0.0', description: 'Vehicles.' },
  paths,
});

describe('operationIdFor', () => {
  it('joins the method and the path words in camel case, without /api', () => {
    expect(operationIdFor('get', '/api/vehicles/{id}/overview')).toBe('getVehiclesIdOverview');
    expect(operationIdFor('post', '/api/week_trackings/days')).toBe('postWeekTrackingsDays');
    expect(operationIdFor('get', '/api/reg_renewal/{type}/{code}/export')).toBe('getRegRenewalTypeCodeExport');
  });
});

describe('documentPath', () => {
  it("turns the router's parameters, with or without a pattern, into braces", () => {
    expect(documentPath('/api/vehicles/:id(^\\d+$)')).toBe('/api/vehicles/{id}');
    expect(documentPath('/api/cleaning/:code(^[0-9a-fA-F]{6}$)/export')).toBe('/api/cleaning/{code}/export');
    expect(documentPath('/api/imports/:kind/template')).toBe('/api/imports/{kind}/template');
  });
});

describe('finishDocument', () => {
  it('gives a download its 200 in each type it can be, and its errors as JSON', () => {
    const finished = finishDocument(
      documentWith({
        '/api/rates/{code}/export': {
          get: {
            parameters: [{ in: 'query', name: 'format', schema: { type: 'string', enum: ['csv', 'xlsx'] } }],
            responses: { '401': { description: 'Default Response', content: { 'text/csv': { schema: errorSchema } } } },
          },
        },
      }),
      { serverUrl: 'https://fleet.example.ca' },
    ) as { paths: Record<string, { get: { responses: Record<string, unknown> } }>; servers: unknown };
    const binary = { schema: { type: 'string', format: 'binary' } };
    expect(finished.paths['/api/rates/{code}/export']!.get.responses).toEqual({
      '200': {
        description: 'The file, as an attachment (Content-Disposition names it)',
        content: {
          'text/csv': binary,
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': binary,
        },
      },
      '401': { description: 'Unauthorized', content: { 'application/json': { schema: errorSchema } } },
    });
    expect(finished.servers).toEqual([
      { url: 'https://fleet.example.ca', description: 'This Fleet Ops server (APP_URL)' },
    ]);
  });

  it('lets a nullable enum hold null, and names the keys of a record as properties', () => {
    const status = { type: 'string', enum: ['expired', 'ok'], nullable: true };
    const days = { type: 'object', additionalProperties: { type: 'string' }, required: ['sunday', 'monday'] };
    const finished = finishDocument(
      documentWith({
        '/api/days': {
          get: {
            responses: {
              '200': {
                description: 'Default Response',
                content: {
                  'application/json': { schema: { type: 'object', properties: { status, days } } },
                },
              },
            },
          },
        },
      }),
      { serverUrl: 'https://fleet.example.ca' },
    );
    expect(status.enum).toEqual(['expired', 'ok', null]);
    expect(days).toMatchObject({ properties: { sunday: { type: 'string' }, monday: { type: 'string' } } });
    expect(finished).toMatchObject({ paths: { '/api/days': { get: { operationId: 'getDays' } } } });
  });

  it('refuses two paths whose operations would have the same name', () => {
    const ok = { responses: { '200': { description: 'OK' } } };
    expect(() =>
      finishDocument(documentWith({ '/api/week_trackings': { get: ok }, '/api/week/trackings': { get: ok } }), {
        serverUrl: 'https://fleet.example.ca',
      }),
    ).toThrow('operationId getWeekTrackings of GET /api/week/trackings is also GET /api/week_trackings');
  });

  it("adds what the document says of a request field to each of its body's types", () => {
    const body = () => ({ type: 'object', properties: { answers: { type: 'object' } } });
    const finished = finishDocument(
      documentWith({
        '/api/checks': {
          post: {
            requestBody: {
              content: { 'application/json': { schema: body() }, 'multipart/form-data': { schema: body() } },
            },
            responses: { '201': { description: 'Created' } },
          },
        },
      }),
      { serverUrl: 'https://fleet.example.ca', requestFields: { postChecks: { answers: { minProperties: 1 } } } },
    );
    expect(finished).toMatchObject({
      paths: {
        '/api/checks': {
          post: {
            requestBody: {
              content: {
                'application/json': { schema: { properties: { answers: { type: 'object', minProperties: 1 } } } },
                'multipart/form-data': { schema: { properties: { answers: { type: 'object', minProperties: 1 } } } },
              },
            },
          },
        },
      },
    });
  });

  it('refuses to describe a request field the body lacks, so a rename cannot drop its description', () => {
    const finish = (requestFields: RequestFieldDocuments) =>
      finishDocument(documentWith({ '/api/checks': { post: { responses: { '201': { description: 'Created' } } } } }), {
        serverUrl: 'https://fleet.example.ca',
        requestFields,
      });
    expect(() => finish({ postChecks: { answers: {} } })).toThrow(
      "The document describes postChecks's field answers, which its request body lacks",
    );
    expect(() => finish({ postChecklist: { answers: {} } })).toThrow(
      "The document describes postChecklist's field answers, which its request body lacks",
    );
  });
});

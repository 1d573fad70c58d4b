import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/test-app.js';

const testApp = useTestApp();

describe('GET api/health', () => {
  it('answers ok after a database round trip, without a token', async () => {
    const response = await testApp.request(undefined, { method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('GET api/docs/json', () => {
  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await testApp.request(undefined, { method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/login', '/api/customization/{page}']));
    expect(Object.keys(document.paths)).not.toContain('/users/add/');
  });

  it('tells integrations which creates take an Idempotency-Key, and what a repeat answers', async () => {
    const document = (await testApp.request(undefined, { method: 'GET', url: '/api/docs/json' })).json();
    const descriptionOf = (path: string) => String(document.paths[path].post.description);

    const retrySafe = [
      '/api/checklist',
      '/api/fuel_entries',
      '/api/work_orders',
      '/api/defects/{id}/repair',
      '/api/inspections',
      '/api/first_aid_kits',
      '/api/maintenance/completions',
      '/api/inspection_forms',
    ];
    for (const path of retrySafe) expect(descriptionOf(path)).toContain('as the `Idempotency-Key` header');
    expect(descriptionOf('/api/work_orders')).toContain(
      'a repeat answers the first work order with 200 instead of creating another; the same id with another body is a 409.',
    );
    expect(descriptionOf('/api/defects/{id}/repair')).toContain(
      'a repeat answers the repaired defect with 200 instead of recording it again',
    );
  });
});

describe('unknown routes', () => {
  it('answer 404 with a message', async () => {
    const response = await testApp.request(undefined, { method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Route GET /api/nothing-here not found.' });
  });
});

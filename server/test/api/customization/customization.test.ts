import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/test-app.js';
import { multipartBody } from '../../support/multipart.js';

const testApp = useTestApp();

const columns = [
  { column: 'equipment_number', label: 'Equipment No.', visible: true },
  { column: 'date', label: 'Date', visible: false },
  { column: 'actions', label: 'Actions', visible: true },
];

describe('GET and PUT api/customization/{page}', () => {
  it('answers null before anything is saved, then the saved columns', async () => {
    const admin = await testApp.createUser('admin');
    const empty = await testApp.request(admin, { method: 'GET', url: '/api/customization/tracking' });
    expect(empty.json().data).toEqual({ page: 'tracking', column_visibility: null });

    const saved = await testApp.request(admin, {
      method: 'PUT',
      url: '/api/customization/tracking',
      payload: { column_visibility: columns },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Column preferences have been saved.');

    const loaded = await testApp.request(admin, { method: 'GET', url: '/api/customization/tracking' });
    expect(loaded.json().data.column_visibility).toEqual(columns);
  });

  it("keeps each user's choice to themself", async () => {
    const first = await testApp.createUser('admin');
    const second = await testApp.createUser('driver');
    await testApp.request(first, {
      method: 'PUT',
      url: '/api/customization/home',
      payload: { column_visibility: columns },
    });
    const other = await testApp.request(second, { method: 'GET', url: '/api/customization/home' });
    expect(other.json().data.column_visibility).toBeNull();
  });

  it('refuses a choice with no visible column', async () => {
    const admin = await testApp.createUser('admin');
    const response = await testApp.request(admin, {
      method: 'PUT',
      url: '/api/customization/vehicles',
      payload: { column_visibility: columns.map((column) => ({ ...column, visible: false })) },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'At least one column must be selected.',
      errors: { column_visibility: ['At least one column must be selected.'] },
    });
  });

  it('refuses Actions as the only visible column', async () => {
    const admin = await testApp.createUser('admin');
    const response = await testApp.request(admin, {
      method: 'PUT',
      url: '/api/customization/vehicles',
      payload: { column_visibility: columns.map((column) => ({ ...column, visible: column.column === 'actions' })) },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('"Actions" must be used with at least one other column.');
  });
});

describe('method override', () => {
  it('handles POST with a _method=PUT field as the PUT route, in JSON and in multipart', async () => {
    const admin = await testApp.createUser('admin');
    const json = await testApp.request(admin, {
      method: 'POST',
      url: '/api/customization/home',
      payload: { _method: 'PUT', column_visibility: columns },
    });
    expect(json.statusCode).toBe(200);

    const form = multipartBody({ _method: 'PUT', column_visibility: JSON.stringify(columns) });
    const multipart = await testApp.request(admin, { method: 'POST', url: '/api/customization/home', ...form });
    expect(multipart.statusCode).toBe(200);
    expect(multipart.json().data.column_visibility).toEqual(columns);

    const broken = multipartBody({ _method: 'PUT', column_visibility: '[{"column":' });
    const refused = await testApp.request(admin, { method: 'POST', url: '/api/customization/home', ...broken });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ column_visibility: ['Must be valid JSON.'] });
  });

  it('handles POST with an X-HTTP-Method-Override: PUT header', async () => {
    const admin = await testApp.createUser('admin');
    const response = await testApp.request(admin, {
      method: 'POST',
      url: '/api/customization/home',
      headers: { 'x-http-method-override': 'PUT' },
      payload: { column_visibility: columns },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 404 to a POST that does not ask for PUT', async () => {
    const admin = await testApp.createUser('admin');
    const response = await testApp.request(admin, {
      method: 'POST',
      url: '/api/customization/home',
      payload: { column_visibility: columns },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Route POST /api/customization/home not found.' });
  });
});

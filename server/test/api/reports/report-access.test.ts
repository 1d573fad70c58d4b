import { describe, expect, it } from 'vitest';
import { expectAdminsOnly } from '../../support/access.js';
import { csvDownload } from '../../support/fleet-fixtures.js';
import { multipartBody } from '../../support/multipart.js';
import { useTestApp } from '../../support/test-app.js';
import { postReport } from './report-fixtures.js';

const testApp = useTestApp();

const reportPaths = [
  'cleaning',
  'cleaning/SUV',
  'maintenance',
  'maintenance/all',
  'inspection/all',
  'inspection/expired',
  'reg_renewal/upcoming',
  'vehicle_types/all',
  'pre_use_inspection',
  'profit_loss',
];

const december = { start_date: '2025-12-01', end_date: '2025-12-31' };
const range = new URLSearchParams(december).toString();
const exportUrls = [
  `/api/cleaning/a1b2c3/export?${range}`,
  `/api/maintenance/a1b2c3/export?${range}&type=SUV`,
  `/api/inspection/all/a1b2c3/export?${range}`,
  `/api/reg_renewal/expired/a1b2c3/export?${range}`,
  `/api/vehicle_types/all/a1b2c3/export?${range}`,
  `/api/pre_use_inspection/a1b2c3/export?${range}`,
  `/api/profit_loss/a1b2c3/export?${range}`,
];

describe('report access', () => {
  it('answers every report and streams every export to an admin', async () => {
    const admin = await testApp.createUser('admin');
    for (const path of reportPaths) {
      expect((await postReport(testApp, admin, path, december)).statusCode, path).toBe(200);
    }
    for (const url of exportUrls) csvDownload(await testApp.request(admin, { method: 'GET', url }));
  });

  it('refuses every report and export to drivers and supervisors (403) and to anyone signed out (401)', async () => {
    await expectAdminsOnly(testApp, [
      ...reportPaths.map((path) => ({ method: 'POST' as const, url: `/api/reports/${path}`, payload: december })),
      ...exportUrls.map((url) => ({ method: 'GET' as const, url })),
    ]);
  });
});

describe('report dates', () => {
  it('asks for both dates', async () => {
    const admin = await testApp.createUser('admin');
    const response = await postReport(testApp, admin, 'profit_loss', {});
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Start date is required.',
      errors: { start_date: ['Start date is required.'], end_date: ['End date is required.'] },
    });
  });

  it('refuses dates that are not calendar days, in JSON and in form data', async () => {
    const admin = await testApp.createUser('admin');
    const json = await postReport(testApp, admin, 'cleaning', { start_date: '2025-02-29', end_date: '31/12/2025' });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors).toEqual({
      start_date: ['Start date must be a valid date (YYYY-MM-DD).'],
      end_date: ['End date must be a valid date (YYYY-MM-DD).'],
    });
    const form = await testApp.request(admin, {
      method: 'POST',
      url: '/api/reports/vehicle_types/all',
      ...multipartBody({ start_date: '2025-13-01', end_date: '2025-12-31' }),
    });
    expect([form.statusCode, form.json().errors]).toEqual([
      422,
      { start_date: ['Start date must be a valid date (YYYY-MM-DD).'] },
    ]);
  });

  it('refuses an end date before the start date on every report', async () => {
    const admin = await testApp.createUser('admin');
    for (const path of reportPaths) {
      const response = await postReport(testApp, admin, path, { start_date: '2026-01-02', end_date: '2026-01-01' });
      expect(response.statusCode, path).toBe(422);
      expect(response.json(), path).toEqual({
        message: 'End date must be on or after the start date.',
        errors: { end_date: ['End date must be on or after the start date.'] },
      });
    }
  });

  it('allows at most 3 years', async () => {
    const admin = await testApp.createUser('admin');
    const longest = await postReport(testApp, admin, 'pre_use_inspection', {
      start_date: '2023-07-01',
      end_date: '2026-06-30',
    });
    expect(longest.statusCode).toBe(200);
    const tooLong = await postReport(testApp, admin, 'pre_use_inspection', {
      start_date: '2023-07-01',
      end_date: '2026-07-01',
    });
    expect([tooLong.statusCode, tooLong.json().errors]).toEqual([
      422,
      { end_date: ['The date range may cover at most 3 years.'] },
    ]);
  });

  it('checks the export query the same way', async () => {
    const admin = await testApp.createUser('admin');
    const missing = await testApp.request(admin, { method: 'GET', url: '/api/profit_loss/abcdef/export' });
    expect([missing.statusCode, missing.json().errors]).toEqual([
      422,
      { start_date: ['Start date is required.'], end_date: ['End date is required.'] },
    ]);
    const reversed = await testApp.request(admin, {
      method: 'GET',
      url: '/api/cleaning/abcdef/export?start_date=2026-01-02&end_date=2026-01-01',
    });
    expect([reversed.statusCode, reversed.json().message]).toEqual([
      422,
      'End date must be on or after the start date.',
    ]);
  });

  it('refuses a report type it does not know', async () => {
    const admin = await testApp.createUser('admin');
    for (const path of ['cleaning/Boats', 'vehicle_types/Boats', 'reg_renewal/soon', 'inspection/soon']) {
      const response = await postReport(testApp, admin, path, december);
      expect([response.statusCode, response.json().errors], path).toEqual([422, { type: ['Unknown report type.'] }]);
    }
    const exported = await testApp.request(admin, {
      method: 'GET',
      url: '/api/maintenance/abcdef/export?start_date=2025-12-01&end_date=2025-12-31&type=Boats',
    });
    expect([exported.statusCode, exported.json().errors]).toEqual([422, { type: ['Unknown report type.'] }]);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { csvDownload } from '../../support/fleet-fixtures.js';
import { csvFileRows } from '../../support/file-download.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';
import { createTask, vehicleAt } from './maintenance-fixtures.js';

const testApp = useTestApp();
let admin: TestUser;

beforeAll(async () => {
  admin = await testApp.createUser('admin');
});

describe('GET api/service_tasks/:code/export', () => {
  it('downloads the searched tasks by name, with their scope and chosen vehicles, in the reader’s language', async () => {
    const first = await vehicleAt(testApp, 1000);
    const second = await vehicleAt(testApp, 2000);
    const greasing = await createTask(testApp, admin, {
      name: 'Export greasing',
      interval_km: '500',
      applies_to: 'vehicles',
      vehicle_ids: [second.id, first.id],
    });
    const brakes = await createTask(testApp, admin, {
      name: 'export brakes',
      interval_months: '6',
      applies_to: 'parent_type',
      vehicle_parent_type: 'SUV',
    });
    await createTask(testApp, admin, { name: 'Tyre rotation', interval_days: '90' });

    const english = await testApp.request(admin, {
      method: 'GET',
      url: '/api/service_tasks/a1b2c3/export?search=export',
    });
    const chosen = [first.equipmentNumber, second.equipmentNumber].sort().join(', ');
    expect(csvDownload(english, 'service-tasks-2026-11-18.csv')).toEqual([
      [
        'No.',
        'Name',
        'Every (days)',
        'Every (months)',
        'Every (km)',
        'Due Soon (days)',
        'Due Soon (km)',
        'Applies to',
        'Vehicle Type',
        'Chosen Vehicles',
        'Every (engine hours)',
        'Due Soon (engine hours)',
      ],
      [
        String(brakes.id),
        'export brakes',
        '',
        '6',
        '',
        String(brakes.due_soon_days ?? ''),
        String(brakes.due_soon_km ?? ''),
        'Vehicle type',
        'SUV',
        '',
        '',
        '25',
      ],
      [
        String(greasing.id),
        'Export greasing',
        '',
        '',
        '500',
        String(greasing.due_soon_days ?? ''),
        String(greasing.due_soon_km ?? ''),
        'Chosen vehicles',
        '',
        chosen,
        '',
        '25',
      ],
    ]);

    const french = await testApp.request(admin, {
      method: 'GET',
      url: '/api/service_tasks/a1b2c3/export?search=greasing',
      headers: { 'accept-language': 'fr-CA' },
    });
    const [header, row] = csvFileRows(french, 'fr');
    expect(header).toEqual([
      'N°',
      'Nom',
      'Tous les (jours)',
      'Tous les (mois)',
      'Tous les (km)',
      'Bientôt due (jours)',
      'Bientôt due (km)',
      'S’applique à',
      'Type de véhicule',
      'Véhicules choisis',
      'Toutes les (heures moteur)',
      'Bientôt due (heures moteur)',
    ]);
    expect(row![7]).toBe('Véhicules choisis');
  });

  it('is for admins only', async () => {
    const supervisor = await testApp.createUser('supervisor');
    const response = await testApp.request(supervisor, { method: 'GET', url: '/api/service_tasks/a1b2c3/export' });
    expect(response.statusCode).toBe(403);
  });
});

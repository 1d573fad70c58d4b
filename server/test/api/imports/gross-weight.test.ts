import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vehicleMessages } from '@fleet-ops/shared';
import { vehicles } from '../../../src/db/schema/index.js';
import { useTestApp } from '../../support/test-app.js';
import { commitRun, csvFile, table, uploadFile, vehicleValues } from './import-files.js';

const testApp = useTestApp();

async function grossWeightOf(equipmentNumber: string) {
  const [row] = await testApp.context.db
    .select({ grossWeightKg: vehicles.grossWeightKg })
    .from(vehicles)
    .where(eq(vehicles.equipmentNumber, equipmentNumber));
  return row?.grossWeightKg;
}

describe('the gross weight rating in the Vehicles import and export (issue 37)', () => {
  it('reads thousands grouped as either language writes them, and refuses what is no weight', async () => {
    const admin = await testApp.createUser('admin');
    const french = csvFile(
      table(
        'vehicles',
        [
          vehicleValues('GW-FR', { gross_weight_kg: '12\u00a0500' }),
          vehicleValues('GW-BAD', { gross_weight_kg: '12,5 t' }),
        ],
        'fr',
      ),
      { delimiter: ';' },
    );
    const checked = (await uploadFile(testApp, admin, 'vehicles', french)).json().data;
    expect(checked.rows[1]).toEqual({
      row: 3,
      outcome: 'error',
      key: 'GW-BAD',
      errors: { gross_weight_kg: [vehicleMessages.grossWeightInvalid] },
    });

    const english = csvFile(table('vehicles', [vehicleValues('GW-EN', { gross_weight_kg: '7,258' })]));
    const run = (await uploadFile(testApp, admin, 'vehicles', english)).json().data;
    expect((await commitRun(testApp, admin, run.id)).result.run).toMatchObject({ status: 'imported', new_count: 1 });
    expect(await grossWeightOf('GW-EN')).toBe(7258);

    const fixed = csvFile(table('vehicles', [vehicleValues('GW-FR', { gross_weight_kg: '12\u00a0500' })], 'fr'), {
      delimiter: ';',
    });
    const second = (await uploadFile(testApp, admin, 'vehicles', fixed)).json().data;
    await commitRun(testApp, admin, second.id);
    expect(await grossWeightOf('GW-FR')).toBe(12500);
  });

  it('is a column of the export, which the import reads back', async () => {
    const admin = await testApp.createUser('admin');
    const file = csvFile(table('vehicles', [vehicleValues('GW-OUT', { gross_weight_kg: '9000' })]));
    const run = (await uploadFile(testApp, admin, 'vehicles', file)).json().data;
    await commitRun(testApp, admin, run.id);

    const exported = await testApp.request(admin, { url: '/api/vehicles/a1b2c3/export?search=GW-OUT' });

    const [header, row] = exported.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const column = header!.split(',').indexOf('Gross weight rating (kg)');
    expect(row!.split(',')[column]).toBe('9000');
  });
});

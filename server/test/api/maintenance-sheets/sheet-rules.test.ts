import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { maintenanceComponents, maintenanceSheetMessages, workOrderMessages } from '@fleet-ops/shared';
import { auditLog, maintenanceSheets } from '../../../src/db/schema/index.js';
import { pngBytes } from '../../support/images.js';
import { useTestApp } from '../../support/test-app.js';
import { openWorkOrder } from '../work-orders/work-order-fixtures.js';
import { completeSheet, mandatoryWorkOrder, putSheet, vehicleOfWeight } from './sheet-fixtures.js';

const testApp = useTestApp();

async function heavyOrder(weight: number | null = 8000) {
  const admin = await testApp.createUser('admin');
  const vehicle = await vehicleOfWeight(testApp, weight);
  const order = await mandatoryWorkOrder(testApp, admin, vehicle.id);
  return { admin, vehicle, order };
}

describe('GET api/work_orders/{id}/maintenance_sheet', () => {
  it('gives the vehicle, the components to verify and no sheet before it is saved', async () => {
    const { admin, vehicle, order } = await heavyOrder();
    const response = await testApp.request(admin, { url: `/api/work_orders/${order.id}/maintenance_sheet` });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      work_order_id: order.id,
      vehicle: {
        id: vehicle.id,
        equipment_number: vehicle.equipmentNumber,
        license_plate_no: vehicle.licensePlateNo,
        vin_no: vehicle.vinNo,
        gross_weight_kg: 8000,
        last_odm_read: vehicle.lastOdmRead,
      },
      brakes_required: true,
      components: [...maintenanceComponents],
      sheet: null,
    });
  });

  it('answers 404 for a general work order and for an unknown one', async () => {
    const admin = await testApp.createUser('admin');
    const { order } = await openWorkOrder(testApp, admin);
    const general = await testApp.request(admin, { url: `/api/work_orders/${order.id}/maintenance_sheet` });
    const unknown = await testApp.request(admin, { url: '/api/work_orders/999999/maintenance_sheet' });

    expect(general.statusCode).toBe(404);
    expect(general.json().message).toBe(maintenanceSheetMessages.notMandatory);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(workOrderMessages.notFound);
  });
});

describe('PUT api/work_orders/{id}/maintenance_sheet', () => {
  it('stores the signed sheet in the regulation’s order with its audit row', async () => {
    const { admin, vehicle, order } = await heavyOrder();
    const reversed = [...completeSheet().components].reverse();
    reversed[0] = {
      component: 'tires_wheels',
      result: 'not_conforming',
      repair: 'Replaced the right front tire',
    } as never;
    const response = await putSheet(testApp, admin, order.id, completeSheet({ components: reversed }));

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(maintenanceSheetMessages.saved);
    const [stored] = await testApp.context.db
      .select()
      .from(maintenanceSheets)
      .where(eq(maintenanceSheets.workOrderId, order.id));
    expect(stored).toMatchObject({
      vehicleId: vehicle.id,
      serviceDate: '2026-11-17',
      odometer: 48_250,
      grossWeightKg: 8000,
      brakeMeasurements: [{ axle: 1, left_mm: 12.5, right_mm: 11.75 }],
      mechanicName: 'Gaston Tremblay',
      signaturePng: null,
      signatureTypedName: 'Gaston Tremblay',
      createdBy: admin.id,
    });
    expect(stored!.components.map((entry) => entry.component)).toEqual([...maintenanceComponents]);
    expect(stored!.components.at(-1)).toEqual({
      component: 'tires_wheels',
      result: 'not_conforming',
      repair: 'Replaced the right front tire',
    });
    const audits = await testApp.context.db.select().from(auditLog).where(eq(auditLog.entity, 'maintenance_sheet'));
    expect(audits).toMatchObject([{ action: 'create', actorId: admin.id, entityId: String(stored!.id) }]);
  });

  it('names every missing field at once', async () => {
    const { admin, order } = await heavyOrder();
    const response = await putSheet(testApp, admin, order.id, { components: [] });

    expect(response.statusCode).toBe(422);
    const errors = response.json().errors as Record<string, string[]>;
    expect(errors.service_date).toBeDefined();
    expect(errors.odometer).toEqual([maintenanceSheetMessages.odometerRequired]);
    expect(errors.mechanic_name).toEqual([maintenanceSheetMessages.mechanicRequired]);
    expect(errors.components).toEqual([maintenanceSheetMessages.componentsIncomplete]);
    expect(errors.signature).toEqual([maintenanceSheetMessages.signatureRequired]);
    expect(
      await testApp.context.db.select().from(maintenanceSheets).where(eq(maintenanceSheets.workOrderId, order.id)),
    ).toEqual([]);
  });

  it('refuses a component not conforming without the repair done', async () => {
    const { admin, order } = await heavyOrder();
    const components = completeSheet().components.map((entry) =>
      entry.component === 'steering' ? { component: 'steering', result: 'not_conforming', repair: ' ' } : entry,
    );
    const response = await putSheet(testApp, admin, order.id, completeSheet({ components }));

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ 'components.10.repair': [maintenanceSheetMessages.repairRequired] });
  });

  it('requires brake measurements from 7,258 kg, and not under it', async () => {
    const heavy = await heavyOrder(7258);
    const refused = await putSheet(testApp, heavy.admin, heavy.order.id, completeSheet({ brake_measurements: [] }));
    const light = await heavyOrder(7257);
    const accepted = await putSheet(testApp, light.admin, light.order.id, completeSheet({ brake_measurements: [] }));

    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ brake_measurements: [maintenanceSheetMessages.brakesRequired] });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ brakes_required: false, sheet: { brake_measurements: [] } });
  });

  it('refuses a lining measurement out of bounds or with 3 decimals, and an axle measured twice', async () => {
    const { admin, order } = await heavyOrder();
    const thick = await putSheet(
      testApp,
      admin,
      order.id,
      completeSheet({ brake_measurements: [{ axle: 1, left_mm: 41, right_mm: 10.125 }] }),
    );
    const twice = await putSheet(
      testApp,
      admin,
      order.id,
      completeSheet({
        brake_measurements: [
          { axle: 2, left_mm: 10, right_mm: 10 },
          { axle: 2, left_mm: 9, right_mm: 9 },
        ],
      }),
    );

    expect(thick.statusCode).toBe(422);
    expect(thick.json().errors).toEqual({
      'brake_measurements.0.left_mm': [maintenanceSheetMessages.liningInvalid],
      'brake_measurements.0.right_mm': [maintenanceSheetMessages.liningInvalid],
    });
    expect(twice.json().errors).toEqual({ brake_measurements: [maintenanceSheetMessages.axleRepeated] });
  });

  it('asks for the vehicle’s gross weight rating first, and refuses a date in the future', async () => {
    const unknown = await heavyOrder(null);
    const noWeight = await putSheet(testApp, unknown.admin, unknown.order.id, completeSheet());
    const { admin, order } = await heavyOrder();
    const tomorrow = await putSheet(testApp, admin, order.id, completeSheet({ service_date: '2026-11-19' }));

    expect(noWeight.statusCode).toBe(422);
    expect(noWeight.json().errors).toEqual({ gross_weight_kg: [maintenanceSheetMessages.grossWeightMissing] });
    expect(tomorrow.statusCode).toBe(422);
    expect(tomorrow.json().errors).toEqual({ service_date: [maintenanceSheetMessages.serviceDateInFuture] });
  });

  it('keeps a drawn PNG signature and refuses one that is not a PNG', async () => {
    const { admin, order } = await heavyOrder();
    const drawn = `data:image/png;base64,${pngBytes.toString('base64')}`;
    const forged = `data:image/png;base64,${Buffer.from('<svg/>').toString('base64')}`;
    const refused = await putSheet(testApp, admin, order.id, completeSheet({ signature: forged }));
    const accepted = await putSheet(
      testApp,
      admin,
      order.id,
      completeSheet({ signature: drawn, signature_typed_name: undefined }),
    );

    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ signature: [maintenanceSheetMessages.signatureInvalid] });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.sheet).toMatchObject({ signed_by_typing: false, signature_typed_name: null });
    const [stored] = await testApp.context.db
      .select()
      .from(maintenanceSheets)
      .where(eq(maintenanceSheets.workOrderId, order.id));
    expect(stored!.signaturePng).toBe(pngBytes.toString('base64'));
  });

  it('refuses a general work order, and keeps the kind of a work order that has a sheet', async () => {
    const admin = await testApp.createUser('admin');
    const { order: general } = await openWorkOrder(testApp, admin);
    const onGeneral = await putSheet(testApp, admin, general.id, completeSheet());
    const { admin: other, vehicle, order } = await heavyOrder();
    await putSheet(testApp, other, order.id, completeSheet());
    const toGeneral = await testApp.request(other, {
      method: 'PUT',
      url: `/api/work_orders/${order.id}`,
      payload: { vehicle_id: vehicle.id, title: 'Mandatory maintenance', kind: 'general' },
    });

    expect(onGeneral.statusCode).toBe(404);
    expect(onGeneral.json().message).toBe(maintenanceSheetMessages.notMandatory);
    expect(toGeneral.statusCode).toBe(409);
    expect(toGeneral.json().message).toBe(maintenanceSheetMessages.kindLocked);
  });
});

import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checklistBaseItems, checklistMessages } from '@fleet-ops/shared';
import { auditLog, checklists, outbox, users, vehicles } from '../../../src/db/schema/index.js';
import { useTestApp } from '../../support/test-app.js';
import { allYes, checklistFields, driverWithVehicle, submitChecklist } from './checklist-fixtures.js';

const testApp = useTestApp();

async function storedFor(vehicleId: number) {
  return testApp.context.db.select().from(checklists).where(eq(checklists.vehicleId, vehicleId));
}

describe('POST api/checklist', () => {
  it('stores a driver’s checklist for their vehicle with the items in form order, and raises the vehicle’s last reading', async () => {
    const admin = await testApp.createUser('admin');
    const { driver, vehicle, session } = await driverWithVehicle(testApp, admin);
    // The phone sends the items in any order; they are kept in the vehicle's order.
    const shuffled = Object.fromEntries(Object.entries(allYes()).reverse());
    const response = await submitChecklist(
      testApp,
      session,
      checklistFields(vehicle, driver.name, { odm_read: '1500', oil_life: '' }, shuffled),
    );

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Checklist has been submitted successfully.');
    expect(body.data).toMatchObject({
      equipment_number: vehicle.equipmentNumber,
      vehicle_type: 'Ford Explorer',
      VIN_no: vehicle.vinNo,
      operator: driver.name,
      date: '2026-11-18',
      last_odm_read: 1500,
      oil_life: null,
      remarks: null,
      has_issue: false,
      file: [],
      submitted_at: '2026-11-18 11:30:00',
    });
    expect(body.data.checklist_items.map((entry: { item: string }) => entry.item)).toEqual([
      ...checklistBaseItems,
      'buggy_whip',
      'radio',
    ]);

    const [stored] = await storedFor(vehicle.id);
    expect(stored).toMatchObject({
      driverId: driver.id,
      submittedBy: session.id,
      operator: driver.name,
      odmRead: 1500,
      hasIssue: false,
    });
    const [after] = await testApp.context.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id));
    expect(after!.lastOdmRead).toBe(1500);
    const entries = await testApp.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'checklist'), eq(auditLog.entityId, String(stored!.id))));
    expect(entries).toMatchObject([{ action: 'create', actorId: session.id }]);
    const odmAudit = await testApp.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'vehicle'), eq(auditLog.entityId, String(vehicle.id))));
    expect(odmAudit[0]!.changes).toEqual({ lastOdmRead: { before: 1000, after: 1500 } });
  });

  it('accepts a JSON body with the checklist as an object, and the same reading as the last one', async () => {
    const admin = await testApp.createUser('admin');
    const { driver, vehicle, session } = await driverWithVehicle(testApp, admin, { extraItems: false });
    const response = await testApp.request(session, {
      method: 'POST',
      url: '/api/checklist',
      payload: {
        ...checklistFields(vehicle, driver.name, { odm_read: '1000' }),
        checklist: allYes([]),
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.checklist_items).toHaveLength(13);
  });

  it('emails every admin about an issue, naming the vehicle, the operator and the failed items', async () => {
    const admin = await testApp.createUser('admin');
    const { driver, vehicle, session } = await driverWithVehicle(testApp, admin);
    const answers = { ...allYes(), brakes_and_hand_brakes: 'no' as const, buggy_whip: 'no' as const };
    const response = await submitChecklist(
      testApp,
      session,
      checklistFields(vehicle, driver.name, { remarks: 'Hand brake slips; whip flag torn.' }, answers),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data.has_issue).toBe(true);

    const admins = await testApp.context.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.enabled, true)));
    const mails = await testApp.context.db
      .select()
      .from(outbox)
      .where(like(outbox.subject, `%${vehicle.equipmentNumber}%`));
    expect(mails.map((mail) => mail.recipient).sort()).toEqual(admins.map((row) => row.email).sort());
    expect(mails[0]).toMatchObject({
      channel: 'email',
      subject: `Pre-OP Checklist issue / Problème à la liste de vérification : ${vehicle.equipmentNumber} (${driver.name})`,
    });
    expect(mails[0]!.body).toContain(`Vehicle: ${vehicle.equipmentNumber} (Ford Explorer)`);
    expect(mails[0]!.body).toContain(`Operator: ${driver.name}`);
    expect(mails[0]!.body).toContain('Failed items: Brakes and Hand Brake, Buggy Whip');
    expect(mails[0]!.body).toContain('Remarks: Hand brake slips; whip flag torn.');
  });

  it('sends no email when every item is yes', async () => {
    const admin = await testApp.createUser('admin');
    const { driver, vehicle, session } = await driverWithVehicle(testApp, admin);
    await submitChecklist(testApp, session, checklistFields(vehicle, driver.name));
    const mails = await testApp.context.db
      .select()
      .from(outbox)
      .where(like(outbox.subject, `%${vehicle.equipmentNumber}%`));
    expect(mails).toEqual([]);
  });
});

describe('POST api/checklist validation', () => {
  async function rejected(
    overrides: Record<string, string | undefined>,
    answers?: Record<string, string>,
    field?: string,
  ) {
    const admin = await testApp.createUser('admin');
    const { driver, vehicle, session } = await driverWithVehicle(testApp, admin);
    const response = await submitChecklist(testApp, session, checklistFields(vehicle, driver.name, overrides, answers));
    expect(response.statusCode).toBe(422);
    expect(await storedFor(vehicle.id)).toEqual([]);
    const [after] = await testApp.context.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id));
    expect(after!.lastOdmRead).toBe(1000);
    const body = response.json();
    return field ? body.errors[field] : body;
  }

  it('asks for every item to be toggled when one is missing or is neither yes nor no', async () => {
    const { fuel: _fuel, ...missingFuel } = allYes();
    expect(await rejected({}, missingFuel, 'checklist')).toEqual([checklistMessages.invalidForm]);
    expect(await rejected({}, { ...allYes(), horn: 'maybe' }, 'checklist.horn')).toEqual([
      'Please fill out all required fields, Toggle all buttons to either green or red.',
    ]);
    expect(await rejected({ checklist: 'not json' }, undefined, 'checklist')).toEqual([checklistMessages.invalidForm]);
  });

  it('asks for at least one item when the checklist is empty', async () => {
    expect(await rejected({}, {}, 'checklist')).toEqual(['Please select at least one issue from checklist']);
  });

  it('refuses items that are not on the vehicle’s list', async () => {
    expect(await rejected({}, { ...allYes(), amber_light: 'yes' }, 'checklist')).toEqual([
      checklistMessages.itemsMismatch,
    ]);
    // A vehicle not flagged for extra toggles has only the 13 base items.
    const admin = await testApp.createUser('admin');
    const { driver, vehicle, session } = await driverWithVehicle(testApp, admin, { extraItems: false });
    const response = await submitChecklist(testApp, session, checklistFields(vehicle, driver.name));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.checklist).toEqual([checklistMessages.itemsMismatch]);
  });

  it('requires remarks when any item is no', async () => {
    expect(await rejected({ remarks: '  ' }, { ...allYes(), tires: 'no' }, 'remarks')).toEqual([
      'Please describe the issue found in the remarks.',
    ]);
  });

  it('keeps oil life within 0 to 100', async () => {
    for (const oilLife of ['101', '-1', '50.5', 'full']) {
      expect(await rejected({ oil_life: oilLife }, undefined, 'oil_life')).toEqual([
        'Please provide value of Oil Life in range (0-100)%',
      ]);
    }
  });

  it('refuses a reading below the vehicle’s last one, naming it', async () => {
    expect(await rejected({ odm_read: '999' }, undefined, 'odm_read')).toEqual([
      "ODM Read cannot be below the vehicle's last reading of 1000.",
    ]);
    expect(await rejected({ odm_read: '-5' }, undefined, 'odm_read')).toEqual([checklistMessages.odmInvalid]);
  });

  it('refuses a date in the future of the business timezone, and a date that does not exist', async () => {
    // 2026-11-19 02:00 UTC is still 2026-11-18 (22:30) in St. John's.
    testApp.setNow('2026-11-19T02:00:00Z');
    expect(await rejected({ date_to_added: '2026-11-19' }, undefined, 'date_to_added')).toEqual([
      'The date cannot be in the future.',
    ]);
    testApp.setNow('2026-11-18T15:00:00Z');
    expect(await rejected({ date_to_added: '2026-02-30' }, undefined, 'date_to_added')).toEqual([
      'Enter a valid date (YYYY-MM-DD).',
    ]);
  });

  it('names each missing required field', async () => {
    const body = await rejected({
      equipment_number: undefined,
      vehicle_type: '',
      operator: undefined,
      date_to_added: '',
      odm_read: undefined,
    });
    expect(body.errors).toMatchObject({
      equipment_number: ['Equipment Number is required'],
      vehicle_type: ['Vehicle Type is required'],
      operator: ['Operator is required'],
      date_to_added: ['Date is required'],
      odm_read: ['ODM Read is required'],
    });
  });

  it('answers an unknown equipment number on the field', async () => {
    expect(await rejected({ equipment_number: 'NOPE-1' }, undefined, 'equipment_number')).toEqual([
      'Choose one of the listed vehicles.',
    ]);
  });
});

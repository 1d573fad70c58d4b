import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inspectionFormMessages } from '@fleet-ops/shared';
import { auditLog, inspectionFormVersions, vehicles } from '../../../src/db/schema/index.js';
import { insertVehicle } from '../../support/fleet-fixtures.js';
import { useTestApp } from '../../support/test-app.js';
import {
  createForm,
  loaderForm,
  passFail,
  publish,
  saveDraft,
  storedPassFail,
  vehicleForm,
  versionOf,
} from './form-fixtures.js';

const testApp = useTestApp();

describe('POST api/inspection_forms', () => {
  it('stores a draft with no version, its items completed with their defaults, and audits it', async () => {
    const admin = await testApp.createUser('admin');
    const response = await testApp.request(admin, {
      method: 'POST',
      url: '/api/inspection_forms',
      payload: loaderForm(),
    });

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      message: inspectionFormMessages.created,
      data: {
        name: 'Loader walk-around',
        name_fr: 'Tour du chargeur',
        description: 'Before each shift.',
        description_fr: 'Avant chaque quart.',
        kind: 'pre_trip',
        validity: 'shift',
        applies_to: { vehicle_parent_types: [], vehicle_ids: [] },
        is_default: false,
        built_in: null,
        regulated: false,
        current_version: null,
        published_at: null,
        unpublished_changes: true,
      },
    });
    expect(body.data.sections).toEqual([
      {
        key: 'walk_around',
        title: 'Walk-around',
        title_fr: 'Tour du véhicule',
        regulated: false,
        items: [storedPassFail('bucket_pins', 'Bucket pins', 'Axes du godet', 'major')],
      },
    ]);
    const audits = await testApp.context.db.select().from(auditLog).where(eq(auditLog.entity, 'inspection_form'));
    expect(audits.map((row) => [row.action, row.entityId])).toEqual([['create', String(body.data.id)]]);
  });

  it('answers the first form again, with 200, for a retry with the same Idempotency-Key', async () => {
    const admin = await testApp.createUser('admin');
    const key = randomUUID();
    const send = () =>
      testApp.request(admin, {
        method: 'POST',
        url: '/api/inspection_forms',
        headers: { 'idempotency-key': key },
        payload: loaderForm({ name: 'Retried form' }),
      });

    const first = await send();
    const retry = await send();

    expect([first.statusCode, retry.statusCode]).toEqual([201, 200]);
    expect(retry.json().data.id).toBe(first.json().data.id);
    const list = await testApp.request(admin, { method: 'GET', url: '/api/inspection_forms?searchText=Retried' });
    expect(list.json().total).toBe(1);
  });
});

describe('publishing', () => {
  it('numbers versions from 1, refuses an unchanged draft, and keeps an old version as it was after an edit', async () => {
    const admin = await testApp.createUser('admin');
    const form = await createForm(testApp, admin);

    const first = await publish(testApp, admin, form.id);
    const unchanged = await publish(testApp, admin, form.id);
    const edited = loaderForm({
      sections: [
        {
          key: 'walk_around',
          title: 'Walk-around',
          title_fr: 'Tour du véhicule',
          items: [
            passFail('bucket_pins', 'Bucket pins', 'Axes du godet', 'major'),
            {
              ...passFail('tread_depth', 'Tread depth', 'Profondeur de la bande', 'minor'),
              answer_kind: 'number',
              unit: 'mm',
              min: 3,
              max: 30,
            },
          ],
        },
      ],
    });
    const saved = await saveDraft(testApp, admin, form.id, edited);
    const second = await publish(testApp, admin, form.id);

    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: inspectionFormMessages.published,
      data: { current_version: 1, unpublished_changes: false },
    });
    expect(unchanged.statusCode).toBe(409);
    expect(unchanged.json()).toEqual({ message: inspectionFormMessages.unchanged });
    expect(saved.json()).toMatchObject({
      message: inspectionFormMessages.saved,
      data: { current_version: 1, unpublished_changes: true },
    });
    expect(second.json().data).toMatchObject({ current_version: 2, unpublished_changes: false });

    const oldVersion = versionOf(
      await testApp.request(admin, { method: 'GET', url: `/api/inspection_forms/${form.id}/versions/1` }),
    );
    const newVersion = versionOf(
      await testApp.request(admin, { method: 'GET', url: `/api/inspection_forms/${form.id}/versions/2` }),
    );
    expect(oldVersion.sections[0]!.items.map((item) => item.key)).toEqual(['bucket_pins']);
    expect(newVersion.sections[0]!.items[1]).toMatchObject({
      key: 'tread_depth',
      answer_kind: 'number',
      unit: 'mm',
      min: 3,
      max: 30,
    });
    expect(newVersion).toMatchObject({ form_id: form.id, version: 2, validity: 'shift', published_by: admin.id });
    const stored = await testApp.context.db
      .select({ version: inspectionFormVersions.version })
      .from(inspectionFormVersions)
      .where(eq(inspectionFormVersions.formId, form.id));
    expect(stored.map((row) => row.version).sort()).toEqual([1, 2]);
  });

  it("writes its date-times as YYYY-MM-DD HH:mm:ss in St. John's time, the business day even when UTC's has turned", async () => {
    const admin = await testApp.createUser('admin');
    const form = await createForm(testApp, admin, loaderForm({ name: 'Timed form' }));
    testApp.setNow('2026-11-19T01:00:00Z');
    try {
      const published = await publish(testApp, admin, form.id);
      const list = await testApp.request(admin, { method: 'GET', url: '/api/inspection_forms?searchText=Timed' });
      const version = versionOf(
        await testApp.request(admin, { method: 'GET', url: `/api/inspection_forms/${form.id}/versions/1` }),
      );

      expect(form).toMatchObject({ published_at: null, updated_at: '2026-11-18 11:30:00' });
      expect(published.json().data).toMatchObject({
        published_at: '2026-11-18 21:30:00',
        updated_at: '2026-11-18 11:30:00',
      });
      expect(list.json().data).toMatchObject([
        { id: form.id, published_at: '2026-11-18 21:30:00', updated_at: '2026-11-18 11:30:00' },
      ]);
      expect(version.published_at).toBe('2026-11-18 21:30:00');
    } finally {
      testApp.setNow('2026-11-18T15:00:00Z');
    }
  });

  it('answers 404 for a version that was never published', async () => {
    const admin = await testApp.createUser('admin');
    const response = await testApp.request(admin, { method: 'GET', url: '/api/inspection_forms/1/versions/9' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: inspectionFormMessages.versionNotFound });
  });
});

describe("a vehicle's form", () => {
  it('is its own form before its type’s, its type’s before the default, and only once published', async () => {
    const admin = await testApp.createUser('admin');
    const chosen = await insertVehicle(testApp);
    const sameType = await insertVehicle(testApp);
    const typeForm = await createForm(
      testApp,
      admin,
      loaderForm({ name: 'SUV form', applies_to: { vehicle_parent_types: ['SUV'] } }),
    );
    const ownForm = await createForm(
      testApp,
      admin,
      loaderForm({ name: 'One SUV', applies_to: { vehicle_ids: [chosen.id] } }),
    );

    const beforePublishing = versionOf(await vehicleForm(testApp, admin, chosen.id));
    await publish(testApp, admin, typeForm.id);
    const typeOnly = versionOf(await vehicleForm(testApp, admin, chosen.id));
    await publish(testApp, admin, ownForm.id);

    expect(beforePublishing.form_id).toBe(1);
    expect(typeOnly.form_id).toBe(typeForm.id);
    expect(versionOf(await vehicleForm(testApp, admin, chosen.id)).form_id).toBe(ownForm.id);
    expect(versionOf(await vehicleForm(testApp, admin, sameType.id)).form_id).toBe(typeForm.id);
  });

  it('lets a vehicle deleted since a form named it drop out when the draft is saved again', async () => {
    const admin = await testApp.createUser('admin');
    const kept = await insertVehicle(testApp);
    const gone = await insertVehicle(testApp);
    const appliesTo = { vehicle_parent_types: [], vehicle_ids: [kept.id, gone.id] };
    const form = await createForm(testApp, admin, loaderForm({ applies_to: appliesTo }));
    await testApp.context.db.delete(vehicles).where(eq(vehicles.id, gone.id));

    const saved = await saveDraft(testApp, admin, form.id, loaderForm({ applies_to: appliesTo }));

    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.applies_to).toEqual({ vehicle_parent_types: [], vehicle_ids: [kept.id] });
  });

  it('answers 404 for an unknown vehicle', async () => {
    const admin = await testApp.createUser('admin');
    const response = await vehicleForm(testApp, admin, 999999);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Vehicle not found.' });
  });
});

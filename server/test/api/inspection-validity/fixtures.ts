import { eq } from 'drizzle-orm';
import { inspectionFormVersions } from '../../../src/db/schema/index.js';
import type { TestApp, TestUser } from '../../support/test-app.js';
import { checklistFields, submitChecklist } from '../checklists/checklist-fixtures.js';
import { createForm, loaderForm, passFail, publish } from '../inspection-forms/form-fixtures.js';

/** A published one-item form with this validity, for this vehicle only; answers its version id. */
export async function formFor(
  testApp: TestApp,
  admin: TestUser,
  vehicleId: number,
  validity: '24h' | 'shift' | 'calendar_day',
) {
  const form = await createForm(
    testApp,
    admin,
    loaderForm({
      name: `Validity ${validity} ${vehicleId}`,
      validity,
      applies_to: { vehicle_ids: [vehicleId] },
      sections: [
        {
          key: 'walk_around',
          title: 'Walk-around',
          title_fr: 'Tour du véhicule',
          items: [passFail('bucket_pins', 'Bucket pins', 'Axes du godet', 'major')],
        },
      ],
    }),
  );
  await publish(testApp, admin, form.id);
  const [version] = await testApp.context.db
    .select()
    .from(inspectionFormVersions)
    .where(eq(inspectionFormVersions.formId, form.id));
  return version!.id;
}

/** The form's one item answered, as `user` for `operator`, dated the business day of the clock. */
export async function inspectOnForm(
  testApp: TestApp,
  user: TestUser,
  vehicle: { equipmentNumber: string; vehicleType: string },
  operator: string,
  versionId: number,
  answer: 'yes' | 'no' = 'yes',
) {
  const fields = checklistFields(
    vehicle,
    operator,
    {
      form_version_id: String(versionId),
      date_to_added: testApp.context.clock.today(),
      remarks: answer === 'no' ? 'Pins worn' : '',
    },
    { bucket_pins: answer },
  );
  const response = await submitChecklist(testApp, user, fields);
  if (response.statusCode !== 201) throw new Error(`Checklist not stored: ${response.body}`);
  return (response.json() as { data: { id: number } }).data.id;
}

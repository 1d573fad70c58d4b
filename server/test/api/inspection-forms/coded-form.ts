import { eq } from 'drizzle-orm';
import { inspectionFormVersions } from '../../../src/db/schema/index.js';
import type { TestApp } from '../../support/test-app.js';
import { driverWithVehicle } from '../checklists/checklist-fixtures.js';
import { createForm, loaderForm, passFail, publish } from './form-fixtures.js';

/** A form for one vehicle whose two items each list a minor and a major defect description. */
export function codedForm(vehicleId: number) {
  const described = (key: string, label: string, labelFr: string, minor: string, major: string) => ({
    ...passFail(key, label, labelFr),
    severity: null,
    defects: [
      { code: minor, text: `${label}: loose`, text_fr: `${labelFr} : desserré`, class: 'minor' },
      { code: major, text: `${label}: broken`, text_fr: `${labelFr} : brisé`, class: 'major' },
    ],
  });
  return loaderForm({
    name: `Coded ${vehicleId}`,
    applies_to: { vehicle_ids: [vehicleId] },
    sections: [
      {
        key: 'list_1',
        title: 'List 1',
        title_fr: 'Liste 1',
        items: [
          described('coupling', 'Coupling', 'Attelage', '1.1', '1.A'),
          described('steering', 'Steering', 'Direction', '5.1', '5.A'),
        ],
      },
    ],
  });
}

/** An admin, and a driver with a vehicle on its own coded form, published (`versionId`). */
export async function vehicleOnForm(testApp: TestApp) {
  const admin = await testApp.createUser('admin');
  const crew = await driverWithVehicle(testApp, admin);
  const form = await createForm(testApp, admin, codedForm(crew.vehicle.id));
  await publish(testApp, admin, form.id);
  const [version] = await testApp.context.db
    .select()
    .from(inspectionFormVersions)
    .where(eq(inspectionFormVersions.formId, form.id));
  return { admin, ...crew, versionId: version!.id };
}

export type Crew = Awaited<ReturnType<typeof vehicleOnForm>>;

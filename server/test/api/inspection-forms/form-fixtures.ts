import type { InspectionFormDraft, InspectionFormVersion } from '@fleet-ops/shared';
import type { TestApp, TestUser } from '../../support/test-app.js';

/** A pass/fail item with a whole-item class, as the request sends it (the server fills the rest). */
export function passFail(key: string, label: string, labelFr: string, severity: 'minor' | 'major' = 'minor') {
  return { key, label, label_fr: labelFr, answer_kind: 'pass_fail', severity };
}

/** The same item as the server stores and answers it. */
export function storedPassFail(key: string, label: string, labelFr: string, severity: 'minor' | 'major' = 'minor') {
  return {
    ...passFail(key, label, labelFr, severity),
    help: null,
    help_fr: null,
    na_allowed: false,
    unit: null,
    min: null,
    max: null,
    photo_required_on_fail: false,
    defects: [],
    equipment_item: null,
  };
}

/** A small loader form: one section, a tire-tread number item and a pass/fail item. */
export function loaderForm(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Loader walk-around',
    name_fr: 'Tour du chargeur',
    description: 'Before each shift.',
    description_fr: 'Avant chaque quart.',
    kind: 'pre_trip',
    validity: 'shift',
    sections: [
      {
        key: 'walk_around',
        title: 'Walk-around',
        title_fr: 'Tour du véhicule',
        items: [passFail('bucket_pins', 'Bucket pins', 'Axes du godet', 'major')],
      },
    ],
    ...overrides,
  };
}

export async function createForm(testApp: TestApp, admin: TestUser, payload: Record<string, unknown> = loaderForm()) {
  const response = await testApp.request(admin, { method: 'POST', url: '/api/inspection_forms', payload });
  if (response.statusCode !== 201) throw new Error(`Form not created: ${response.body}`);
  return (response.json() as { data: InspectionFormDraft }).data;
}

export async function saveDraft(testApp: TestApp, admin: TestUser, id: number, payload: Record<string, unknown>) {
  return testApp.request(admin, { method: 'PUT', url: `/api/inspection_forms/${id}`, payload });
}

export async function publish(testApp: TestApp, admin: TestUser, id: number) {
  return testApp.request(admin, { method: 'POST', url: `/api/inspection_forms/${id}/publish` });
}

export async function vehicleForm(testApp: TestApp, user: TestUser, vehicleId: number) {
  return testApp.request(user, { method: 'GET', url: `/api/vehicles/${vehicleId}/inspection_form` });
}

export function versionOf(response: { json: () => unknown }): InspectionFormVersion {
  return (response.json() as { data: InspectionFormVersion }).data;
}

import type { ChecklistFormOptions, InspectionFormVersion, VehicleOpenDefect } from '@fleet-ops/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

/**
 * What the checklist form's tests answer for: a truck with a driver, on its own inspection form
 * (issue 36) or on the Pre-OP list.
 */

export const slow = { timeout: 10_000 };
export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** jsdom has no font loading API; the form's autosizing text boxes listen to it. */
export function stubFontLoading() {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { status: 'loaded', addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

/**
 * The truck as a phone's older cached answer names it, without its id: the form draws the Pre-OP
 * list and asks for no form or open defects of its own.
 */
export const preOpTruck = {
  equipment_number: 'T-44',
  vehicle_type: 'Kenworth T880',
  driver_ids: [7],
  out_of_service: false,
  open_defects: [],
};

export const truck = { id: 44, ...preOpTruck };

export const driverOptions: ChecklistFormOptions = {
  mode: 'driver',
  today: '2026-11-18',
  earliest_date: '2026-11-11',
  may_backdate: false,
  vehicles: [truck],
  operators: [{ id: 7, name: 'Dan Driverson' }],
  locations: [{ id: 1, name: 'Mine Engineering' }],
  require_every_item: false,
};

export const preOpOptions: ChecklistFormOptions = { ...driverOptions, vehicles: [preOpTruck] };

const item = {
  answer_kind: 'pass_fail' as const,
  help: null,
  help_fr: null,
  na_allowed: false,
  unit: null,
  min: null,
  max: null,
  photo_required_on_fail: false,
  severity: null,
  defects: [],
  equipment_item: null,
};

/** Two sections: the regulation's systems (with defect descriptions), then the site's own items. */
export const truckVersion: InspectionFormVersion = {
  id: 31,
  form_id: 5,
  version: 2,
  name: 'Circle check',
  name_fr: 'Ronde de sécurité',
  kind: 'pre_trip',
  validity: '24h',
  built_in: null,
  published_at: '2026-11-17 08:00:00',
  published_by: 1,
  sections: [
    {
      key: 'list_1',
      title: 'Schedule III, List 1',
      title_fr: 'Annexe III, liste 1',
      regulated: true,
      items: [
        {
          ...item,
          key: 'coupling',
          label: 'Coupling devices',
          label_fr: 'Dispositifs d’attelage',
          help: 'Look at the fifth wheel.',
          help_fr: 'Regardez la sellette.',
          defects: [
            { code: '1.1', text: 'Loose mounting bolt', text_fr: 'Boulon de fixation desserré', class: 'minor' },
            { code: '1.A', text: 'Cracked fifth wheel', text_fr: 'Sellette fissurée', class: 'major' },
          ],
        },
        {
          ...item,
          key: 'steering',
          label: 'Steering',
          label_fr: 'Direction',
          defects: [
            { code: '5.1', text: 'Play in the wheel', text_fr: 'Jeu dans le volant', class: 'minor' },
            { code: '5.A', text: 'Wheel jams', text_fr: 'Volant bloqué', class: 'major' },
          ],
        },
      ],
    },
    {
      key: 'site',
      title: 'Specific verifications required by the operator',
      title_fr: 'Vérifications particulières exigées par l’exploitant',
      regulated: false,
      items: [
        {
          ...item,
          key: 'tread',
          label: 'Tread depth',
          label_fr: 'Profondeur des sculptures',
          answer_kind: 'number',
          unit: 'mm',
          min: 2,
          max: 30,
          severity: 'major',
        },
        { ...item, key: 'beacon', label: 'Beacon', label_fr: 'Gyrophare', severity: 'minor', equipment_item: 'beacon' },
      ],
    },
  ],
};

export const openSteering: VehicleOpenDefect = {
  id: 9,
  item: 'steering',
  item_label: 'Steering',
  item_label_fr: 'Direction',
  code: '5.A',
  description: 'Wheel jams',
  description_fr: 'Volant bloqué',
  class: 'major',
  status: 'open',
  reported_at: '2026-11-17 07:30:00',
  last_reported_at: '2026-11-17 16:00:00',
  last_note: 'Hard to turn left',
  occurrences: 2,
};

export const equipmentItemsAnswer = {
  equipment_number: 'T-44',
  vehicle_type: 'Kenworth T880',
  last_odm_read: 12000,
  has_odometer: true,
  has_hour_meter: false,
  last_hour_read: 0,
  equipment_items: ['brakes_and_hand_brakes', 'tires'],
};

/** The detail `POST api/checklist` answers; `major`: the checklist opened a major defect. */
export function submittedAnswer(major: boolean) {
  return {
    data: {
      id: 1,
      equipment_number: 'T-44',
      vehicle_type: 'Kenworth T880',
      VIN_no: 'VIN',
      operator: 'Dan Driverson',
      date: '2026-11-18',
      last_odm_read: 12100,
      hour_read: null,
      oil_life: null,
      remarks: 'Found at the walk-around',
      has_issue: true,
      checklist_items: [],
      file: [],
      attachments: [],
      submitted_at: '2026-11-18 11:30:00',
      inspected_at: '2026-11-18 11:30:00',
      place: 'Mine Engineering',
      signed: true,
      statement_version: 'v2026-11',
      duration_seconds: 60,
      completed_quickly: false,
      license_plate_no: 'ABC',
      location_id: 1,
      opened_at: '2026-11-18 11:29:00',
      signed_at: '2026-11-18 11:30:00',
      signature_url: '/api/checklist/1/signature',
      signature_typed_name: null,
      amendments: [],
      may_amend: true,
      defects: [{ id: 3, item: 'coupling', severity: major ? 'major' : 'minor', status: 'open' }],
      valid_until: '2026-11-19 11:30:00',
      valid_now: true,
      countersignatures: [],
      may_countersign: false,
    },
    message: 'Checklist has been submitted successfully.',
  };
}

/** What the API holds for the truck: its Pre-OP items, its own form and its open defects (unset: not found). */
export type TruckApi = { items?: string[]; version?: InspectionFormVersion; openDefects?: VehicleOpenDefect[] };

/**
 * The API the form meets for the truck. `POST api/checklist` answers the detail, with a major
 * defect when a sent defect's code is a major one (`.A`, as the truck's form codes them).
 */
export function answerForTruck(url: string, init: RequestInit | undefined, api: TruckApi = {}): Response {
  if (url.startsWith('/api/vehicles/equipment_items')) {
    return json({
      data: { ...equipmentItemsAnswer, equipment_items: api.items ?? equipmentItemsAnswer.equipment_items },
      message: 'OK',
    });
  }
  if (url === '/api/vehicles/44/inspection_form' && api.version) return json({ data: api.version, message: 'OK' });
  if (url === '/api/vehicles/44/open_defects' && api.openDefects) return json({ data: api.openDefects, message: 'OK' });
  if (url === '/api/checklist' && init?.method === 'POST') {
    const defects = String((init.body as FormData).get('defects'));
    return json(submittedAnswer(defects.includes('.A')), 201);
  }
  return json({ message: 'Not mocked' }, 404);
}

/**
 * Picks the place as the screen offers it: the phone's own list (a driver's or supervisor's form)
 * is set the way a tap on one of its rows sets it; the office's list is opened and a row clicked.
 */
export async function choosePlace(place: string | RegExp) {
  const name = /Place of the inspection|Lieu de l’inspection/;
  // The office's list stands in as a disabled phone list while its code loads.
  const field = await waitFor(() => {
    const box = screen.getByRole('combobox', { name });
    if (box.hasAttribute('disabled')) throw new Error('The place list is still loading.');
    return box;
  }, slow);
  if (field instanceof HTMLSelectElement) {
    const row = within(field).getByRole<HTMLOptionElement>('option', { name: place });
    fireEvent.change(field, { target: { value: row.value } });
    return;
  }
  fireEvent.click(field);
  fireEvent.click(await screen.findByRole('option', { name: place }));
}

/**
 * The record the form requires: a place, the declaration accepted, a signature. Those fields are
 * lazy (kept off the driver page's first load), so the first query waits for their chunk.
 */
export async function completeRecord(place: string | RegExp = /Mine Engineering|Ingénierie minière/) {
  await choosePlace(place);
  fireEvent.click(await screen.findByRole('checkbox', { name: /I declare|Je déclare/ }, slow));
  fireEvent.click(await screen.findByRole('button', { name: 'Sign here' }, slow));
}

/** The multipart body of the form's `POST api/checklist`, once sent. */
export function sentBody(fetchMock: { mock: { calls: [RequestInfo | URL, RequestInit?][] } }): FormData | undefined {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
  return call?.[1]?.body as FormData | undefined;
}

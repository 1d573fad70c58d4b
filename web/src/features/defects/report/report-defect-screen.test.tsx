import { notifications } from '@mantine/notifications';
import type { InspectionFormVersion } from '@fleet-ops/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { aDefectDetail } from '../../../../test/defects';
import { renderAtAddress } from '../../../../test/render';
import { stubApi } from '../../../../test/stub-api';
import { authStore } from '../../../lib/auth-store';
import { storedItem } from '../../../../test/inspection-forms';
import ReportDefectScreen from './report-defect-screen';

const version: InspectionFormVersion = {
  id: 9,
  form_id: 3,
  version: 1,
  name: 'Truck',
  name_fr: 'Camion',
  kind: 'pre_trip',
  validity: '24h',
  built_in: null,
  published_at: '2026-11-18 09:00:00',
  published_by: 1,
  sections: [
    {
      key: 'list_1',
      title: 'List 1',
      title_fr: 'Liste 1',
      regulated: false,
      items: [
        storedItem({
          key: 'coupling',
          label: 'Coupling devices',
          label_fr: 'Dispositifs d’attelage',
          severity: null,
          defects: [
            { code: '1.1', text: 'Fastener loose', text_fr: 'Fixation desserrée', class: 'minor' },
            { code: '1.A', text: 'Kingpin cracked', text_fr: 'Pivot fissuré', class: 'major' },
          ],
        }),
      ],
    },
  ],
};

const options = {
  mode: 'driver',
  today: '2026-11-18',
  earliest_date: '2026-11-11',
  may_backdate: false,
  vehicles: [
    {
      id: 44,
      equipment_number: 'T-44',
      vehicle_type: 'Kenworth',
      driver_ids: [5],
      out_of_service: false,
      open_defects: [],
    },
  ],
  locations: [],
  require_every_item: false,
  operators: [{ id: 5, name: 'Dan Driverson' }],
};

let fetchMock: Mock<typeof fetch>;

function open(postStatus: number) {
  fetchMock = stubApi([
    { method: 'GET', path: '/api/checklist/form_options', body: { data: options, message: 'OK' } },
    { method: 'GET', path: '/api/vehicles/44/inspection_form', body: { data: version, message: 'OK' } },
    {
      method: 'POST',
      path: '/api/defects',
      status: postStatus,
      body: { data: aDefectDetail({ id: 12, item: 'coupling', code: '1.A', severity: 'major' }), message: 'OK' },
    },
  ]);
  renderAtAddress(<ReportDefectScreen />, '/report-defect');
}

async function chooseMajorDefect() {
  fireEvent.click(await screen.findByRole('combobox', { name: /^Item/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'Coupling devices', hidden: true }));
  fireEvent.click(await screen.findByRole('radio', { name: '1.A Kingpin cracked (Major)' }));
}

const posted = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

/** Empties the phone's outbox (IndexedDB lives on across this file's tests): each test sees only its own reports. */
async function emptyThePhonesOutbox() {
  const opening = indexedDB.open('fleet-ops-driver');
  const database = await new Promise<IDBDatabase>((resolve) => (opening.onsuccess = () => resolve(opening.result)));
  if (database.objectStoreNames.contains('outbox')) {
    const clearing = database.transaction('outbox', 'readwrite').objectStore('outbox').clear();
    await new Promise((resolve) => (clearing.onsuccess = resolve));
  }
  database.close();
}

beforeEach(async () => {
  await emptyThePhonesOutbox();
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
  authStore.signIn({ token: 'token-driver', role: 'driver', name: 'Dan Driverson', email: 'dan@example.com' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Report a defect', { timeout: 30_000 }, () => {
  it('warns "do not operate" for a major description and sends the vehicle, item, code and form version', async () => {
    open(201);
    await chooseMajorDefect();
    expect(screen.getByRole('alert').textContent).toContain('Major defect: do not operate this vehicle.');
    fireEvent.click(screen.getByRole('button', { name: 'Report defect' }));

    expect(
      await screen.findByText('The defect has been reported. E-44 is out of service: do not operate it.'),
    ).toBeTruthy();
    const [[, init]] = posted() as [[unknown, RequestInit]];
    const body = init.body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({
      vehicle_id: '44',
      item: 'coupling',
      code: '1.A',
      form_version_id: '9',
    });
    expect(new Headers(init.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('asks for a defect or a note before sending anything', async () => {
    open(201);
    fireEvent.click(await screen.findByRole('combobox', { name: /^Item/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Coupling devices', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Report defect' }));

    expect(await screen.findByText('Choose a defect, or choose Other and describe it in a note.')).toBeTruthy();
    expect(posted()).toEqual([]);
  });

  it('keeps the report on the phone when there is no network, and says so', async () => {
    open(201);
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') throw new TypeError('Failed to fetch');
      const url = String(input).split('?')[0];
      const data = url === '/api/checklist/form_options' ? options : version;
      return new Response(JSON.stringify({ data, message: 'OK' }));
    });
    await chooseMajorDefect();
    fireEvent.click(screen.getByRole('button', { name: 'Report defect' }));

    expect(await screen.findByText('Saved on this phone, will send when there is network.')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Waiting to send from this phone')).toBeTruthy());
    expect(screen.getByText('T-44 · Kenworth · Coupling devices 1.A')).toBeTruthy();
  });

  it('puts a report the server refused back in the form, and sends the fixed one under the same request id', async () => {
    open(201);
    let postAnswer: 'none' | 'refuse' | 'take' = 'none';
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST' && postAnswer === 'none') throw new TypeError('Failed to fetch');
      if (init?.method === 'POST' && postAnswer === 'refuse') {
        const refusal = {
          message: 'The vehicle is not yours to report.',
          errors: { note: ['Say where on the kingpin.'] },
        };
        return new Response(JSON.stringify(refusal), { status: 422 });
      }
      if (init?.method === 'POST') {
        return new Response(JSON.stringify({ data: aDefectDetail({ id: 12, severity: 'major' }), message: 'OK' }), {
          status: 201,
        });
      }
      const url = String(input).split('?')[0];
      const data = url === '/api/checklist/form_options' ? options : version;
      return new Response(JSON.stringify({ data, message: 'OK' }));
    });
    await chooseMajorDefect();
    fireEvent.click(screen.getByRole('button', { name: 'Report defect' }));
    await waitFor(() => expect(screen.getByText('Waiting to send from this phone')).toBeTruthy());

    // The network returns and the server refuses it: the phone says why and offers to fix it.
    postAnswer = 'refuse';
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText(/Not accepted: The vehicle is not yours to report\./)).toBeTruthy();
    const [queued] = posted() as [[unknown, RequestInit]];
    const requestId = new Headers(queued[1].headers).get('Idempotency-Key');
    fireEvent.click(screen.getByRole('button', { name: 'Fix and resend' }));

    // Back in the form as sent, with the server's reason under its field.
    expect(await screen.findByText('Say where on the kingpin.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: '1.A Kingpin cracked (Major)' })).toHaveProperty('checked', true);
    fireEvent.change(screen.getByRole('textbox', { name: /Note/ }), { target: { value: 'Crack at the base.' } });
    postAnswer = 'take';
    fireEvent.click(screen.getByRole('button', { name: 'Report defect' }));
    expect(
      await screen.findByText('The defect has been reported. E-44 is out of service: do not operate it.'),
    ).toBeTruthy();
    const last = posted().at(-1) as [unknown, RequestInit];
    expect(new Headers(last[1].headers).get('Idempotency-Key')).toBe(requestId);
    expect((last[1].body as FormData).get('note')).toBe('Crack at the base.');
  });
});

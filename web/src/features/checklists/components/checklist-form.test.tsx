import { checklistBaseItems, dateMessages } from '@fleet-ops/shared';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { authStore } from '../../../lib/auth-store';
import { changeLanguage, translateMessage } from '../../../lib/i18n';
import { checklistFormData } from '../api/create-checklist';
import { ChecklistForm } from './checklist-form';
import {
  answerForTruck,
  completeRecord,
  json,
  preOpOptions,
  preOpTruck,
  slow,
  stubFontLoading,
} from '../../../../test/checklist-inspection';
import { checkPhotoChoice } from './photo-picker';

// jsdom draws nothing on a canvas: the signature box is replaced by a button that "signs".
vi.mock('./signature-field', () => import('../../../../test/signature-field-stub'));

const items = [...checklistBaseItems, 'radio'];

let fetchMock: Mock<typeof fetch>;

const answer = (url: string, init?: RequestInit) => answerForTruck(url, init, { items });

beforeEach(() => {
  stubFontLoading();
  fetchMock = vi.fn<typeof fetch>(async (input, init) => answer(String(input), init));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('ChecklistForm', { timeout: 40_000 }, () => {
  it("starts with the driver's only truck, themself as operator, today, and every item at yes", async () => {
    renderWithProviders(<ChecklistForm options={preOpOptions} />);
    await waitFor(() => expect(screen.getAllByRole('switch')).toHaveLength(14), slow);
    expect(screen.getAllByRole('switch').every((toggle) => toggle.getAttribute('aria-checked') === 'true')).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Operator' })).toHaveProperty('value', 'Dan Driverson');
    expect(screen.getByRole('textbox', { name: 'Vehicle Type' })).toHaveProperty('value', 'Kenworth T880');
    expect(screen.getByLabelText(/^Date/)).toHaveProperty('value', '2026-11-18');
    expect(screen.getByText('Last reading: 12,000')).toBeTruthy();
    expect(screen.getByText('Please provide value of Oil Life in range (0-100)%')).toBeTruthy();
    expect(
      screen.getByText('If an issue is found, switch the item to red and detail it in the comment box.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText(/Please detail the issue found with your vehicle/)).toBeNull();
  });

  it('reveals the remarks box on a "no", demands it, then sends the checklist as JSON text and starts over', async () => {
    renderWithProviders(<ChecklistForm options={preOpOptions} />);
    await waitFor(() => expect(screen.getAllByRole('switch')).toHaveLength(14), slow);
    fireEvent.click(screen.getByRole('switch', { name: 'Tires' }));
    expect(screen.getByRole('switch', { name: 'Tires' }).getAttribute('aria-checked')).toBe('false');
    const remarks = screen.getByLabelText(/Please detail the issue found with your vehicle/);

    fireEvent.change(screen.getByRole('textbox', { name: /ODM Read/ }), { target: { value: '12100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please describe the issue found in the remarks.', undefined, slow)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.change(remarks, { target: { value: 'Low tire' } });
    await completeRecord();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true), slow);
    const [, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'POST')!;
    const body = init!.body as FormData;
    expect(body.get('equipment_number')).toBe('T-44');
    expect(body.get('operator')).toBe('Dan Driverson');
    expect(body.get('driver_id')).toBe('7');
    expect(body.get('odm_read')).toBe('12100');
    expect(body.get('remarks')).toBe('Low tire');
    const sent = JSON.parse(String(body.get('checklist')));
    expect(Object.keys(sent)).toEqual(items);
    expect(sent.tires).toBe('no');

    const confirmation = await screen.findByRole('status', { name: 'Checklist submitted' }, slow);
    expect(within(confirmation).getByText('Vehicle: T-44 · Kenworth T880')).toBeTruthy();
    expect(within(confirmation).getByText('Submitted: Nov 18, 2026, 11:30 a.m.')).toBeTruthy();
    expect(within(confirmation).getByRole('listitem').textContent).toBe('Tires');

    fireEvent.click(screen.getByRole('button', { name: 'Start another' }));
    await waitFor(() => expect(screen.getAllByRole('switch')).toHaveLength(14), slow);
    expect(screen.getByRole('textbox', { name: /ODM Read/ })).toHaveProperty('value', '');
    expect(screen.getByRole('switch', { name: 'Tires' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByLabelText(/Please detail the issue found with your vehicle/)).toBeNull();
  });

  it('reads a loader without an odometer by its engine hours: no ODM Read, the hours required, then sent', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const response = answer(String(input), init);
      if (!String(input).startsWith('/api/vehicles/equipment_items')) return response;
      const { data } = (await response.json()) as { data: object };
      return json({
        data: { ...data, has_odometer: false, has_hour_meter: true, last_hour_read: 4000 },
        message: 'OK',
      });
    });
    renderWithProviders(<ChecklistForm options={preOpOptions} />);
    const hours = await screen.findByRole('textbox', { name: 'Engine hours' }, slow);
    expect(screen.queryByRole('textbox', { name: /ODM Read/ })).toBeNull();
    await completeRecord();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Engine hours are required for a vehicle with an hour meter.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.change(hours, { target: { value: '4,210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true), slow);
    const [, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'POST')!;
    const body = init!.body as FormData;
    expect([body.get('odm_read'), body.get('hour_read')]).toEqual([null, '4210']);
  });

  it('refuses a reading below the last one on the field, before sending, and scrolls to it', async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    renderWithProviders(<ChecklistForm options={preOpOptions} />);
    await waitFor(() => expect(screen.getAllByRole('switch')).toHaveLength(14), slow);
    const odometer = screen.getByRole('textbox', { name: /ODM Read/ });
    fireEvent.change(odometer, { target: { value: '11999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText("ODM Read cannot be below the vehicle's last reading of 12,000.")).toBeTruthy();
    expect(screen.getByText('Last reading: 12,000')).toBeTruthy();
    expect(odometer.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await waitFor(() => expect(scrolled.mock.contexts).toContain(odometer));
    await waitFor(() => expect(document.activeElement).toBe(odometer));
    scrolled.mockRestore();
  });

  it("writes the server's refusal of a reading with the figures of the hint, in French too", async () => {
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === '/api/checklist' && init?.method === 'POST'
        ? json(
            {
              message: "ODM Read cannot be below the vehicle's last reading of 12500.",
              errors: { odm_read: ["ODM Read cannot be below the vehicle's last reading of 12500."] },
            },
            422,
          )
        : answer(String(input), init),
    );
    await changeLanguage('fr');
    try {
      renderWithProviders(<ChecklistForm options={preOpOptions} />);
      await waitFor(() => expect(screen.getAllByRole('switch')).toHaveLength(14), slow);
      fireEvent.change(screen.getByRole('textbox', { name: /Lecture de l’odomètre/ }), {
        target: { value: '12100' },
      });
      // The listed location reads in French (issue 20).
      await completeRecord('Ingénierie minière');
      fireEvent.click(screen.getByRole('button', { name: 'Soumettre' }));
      const message = await screen.findByText(/ne peut pas être inférieure/, undefined, slow);
      expect(message.textContent?.replace(/\s/g, ' ')).toBe(
        'La lecture de l’odomètre ne peut pas être inférieure à la dernière lecture du véhicule, 12 500.',
      );
      expect(screen.getByText(/Dernière lecture/).textContent?.replace(/\s/g, ' ')).toMatch(/12 000$/);
    } finally {
      await changeLanguage('en');
    }
  });

  it('puts the first 11 items in the left column and the rest in the right one', async () => {
    renderWithProviders(<ChecklistForm options={preOpOptions} />);
    await waitFor(() => expect(screen.getAllByRole('switch')).toHaveLength(14), slow);
    const fieldset = screen.getByRole('group', { name: 'Checklist items' });
    const columns = fieldset.querySelectorAll(':scope .mantine-SimpleGrid-root > div');
    expect(columns).toHaveLength(2);
    expect(within(columns[0] as HTMLElement).getAllByRole('switch')).toHaveLength(11);
    expect(
      within(columns[1] as HTMLElement)
        .getAllByRole('switch')
        .map((toggle) => toggle.textContent),
    ).toEqual(['HRPP SignageYes', 'Vehicle Decal NumberYes', 'RadioYes']);
  });

  it('says when no vehicle is assigned', async () => {
    renderWithProviders(<ChecklistForm options={{ ...preOpOptions, vehicles: [] }} />);
    expect(screen.getByRole('option', { name: 'No Vehicles are currently assigned' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    // Submit waits for the shared schema, which the form loads after its first paint.
    expect(await screen.findByText('Equipment Number is required')).toBeTruthy();
  });

  it('lets a supervisor choose the operator, the first driver chosen to begin with', () => {
    renderWithProviders(
      <ChecklistForm
        options={{
          ...preOpOptions,
          mode: 'supervisor',
          vehicles: [preOpTruck, { ...preOpTruck, equipment_number: 'T-45', driver_ids: [] }],
          operators: [
            { id: 3, name: 'Abe Crew' },
            { id: 7, name: 'Dan Driverson' },
          ],
        }}
      />,
    );
    // A chooser, not the driver's read-only name.
    const operator = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Operator' });
    expect(operator.selectedOptions[0]?.textContent).toBe('Abe Crew');
    expect(screen.getByRole('combobox', { name: 'Equipment Number' })).toHaveProperty('value', '');
  });
});

describe('sending the same checklist once', { timeout: 40_000 }, () => {
  const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
  const keyOf = (call: Parameters<typeof fetch>) => new Headers(call[1]?.headers).get('Idempotency-Key');

  async function fillAndSubmit() {
    await waitFor(() => expect(screen.getAllByRole('switch')).toHaveLength(14), slow);
    fireEvent.change(screen.getByRole('textbox', { name: /ODM Read/ }), { target: { value: '12100' } });
    await completeRecord();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  }

  it('keeps a checklist whose answer was lost in the outbox, resends it under the same request id, and uses a new one next', async () => {
    let lost = true;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/checklist' && init?.method === 'POST' && lost) {
        lost = false;
        throw new TypeError('Failed to fetch');
      }
      return answer(String(input), init);
    });
    const toasts = vi.spyOn(notifications, 'show');
    // The outbox is the signed-in person's own.
    authStore.signIn({ token: 'secret', role: 'driver', name: 'Dan Driverson', email: 'dan@example.com' });
    renderWithProviders(<ChecklistForm options={preOpOptions} />);
    await fillAndSubmit();
    await waitFor(() => expect(posts()).toHaveLength(1), slow);
    // The answer was lost: the phone keeps the checklist and the form starts over.
    expect(await screen.findByText('1 checklist waiting to send', undefined, slow)).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'T-44 · Kenworth T880' })).getByText(/^Signed /)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /ODM Read/ })).toHaveProperty('value', '');
    // Saved, not sent (issue 35): the toast and the waiting card say so, and nothing says 'Success!'.
    expect(toasts.mock.calls.map(([toast]) => [toast.title, toast.message, toast.color])).toEqual([
      [undefined, 'Saved on this phone, will send when there is network.', 'yellow'],
    ]);
    expect(screen.getByText('Saved on this phone, will send when there is network.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(posts()).toHaveLength(2), slow);
    await waitFor(() => expect(screen.queryByText('1 checklist waiting to send')).toBeNull(), slow);
    // Its card now says it was sent, and when, until the driver closes it.
    const sent = within(await screen.findByRole('listitem', { name: 'T-44 · Kenworth T880' }, slow));
    expect(sent.getByText(/^Sent \w{3} \d{1,2}, \d{4}/)).toBeTruthy();
    fireEvent.click(sent.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'T-44 · Kenworth T880' })).toBeNull(), slow);

    await fillAndSubmit();
    await waitFor(() => expect(posts()).toHaveLength(3), slow);
    const [first, retry, next] = posts().map(keyOf);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
    toasts.mockRestore();
  });

  it('tells a driver the allowed dates before sending a checklist dated too early', async () => {
    renderWithProviders(<ChecklistForm options={preOpOptions} />);
    expect(screen.getByLabelText(/^Date/).getAttribute('min')).toBe('2026-11-11');
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2026-11-10' } });
    await fillAndSubmit();
    expect(await screen.findByText('Choose a date from 2026-11-11 to 2026-11-18.', undefined, slow)).toBeTruthy();
    expect(posts()).toHaveLength(0);
    expect(screen.queryByLabelText(/Reason for the earlier date/)).toBeNull();
  });

  it('names the allowed dates in French too', async () => {
    await changeLanguage('fr');
    try {
      expect(translateMessage('Choose a date from 2026-11-11 to 2026-11-18.')).toBe(
        'Choisissez une date du 2026-11-11 au 2026-11-18.',
      );
      expect(translateMessage('Give a reason to date a checklist before 2026-11-11.')).toBe(
        'Indiquez pourquoi la liste est datée d’avant le 2026-11-11.',
      );
      expect(translateMessage(dateMessages.outOfBounds)).toBe('Entrez une date du 2000-01-01 au 2100-12-31.');
    } finally {
      await changeLanguage('en');
    }
  });

  it('asks an admin dating it earlier for a reason, and sends it', async () => {
    renderWithProviders(<ChecklistForm options={{ ...preOpOptions, mode: 'admin', may_backdate: true }} />);
    expect(screen.getByLabelText(/^Date/).getAttribute('min')).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2026-10-02' } });
    await fillAndSubmit();
    expect(
      await screen.findByText('Give a reason to date a checklist before 2026-11-11.', undefined, slow),
    ).toBeTruthy();
    expect(posts()).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Reason for the earlier date/), {
      target: { value: 'Paper form found in the glovebox' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(posts()).toHaveLength(1), slow);
    const body = posts()[0]![1]!.body as FormData;
    expect(body.get('date_to_added')).toBe('2026-10-02');
    expect(body.get('backdate_reason')).toBe('Paper form found in the glovebox');
  });
});

describe('photos and the request body', () => {
  const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

  it('allows up to 5 PNG or JPEG photos of at most 10 MB', () => {
    expect(checkPhotoChoice([file('a.png', 'image/png'), file('b.jpg', 'image/jpeg')])).toBeNull();
    expect(checkPhotoChoice(Array.from({ length: 6 }, () => file('a.png', 'image/png')))).toBe(
      'At most 5 photos can be attached.',
    );
    expect(checkPhotoChoice([file('a.heic', 'image/heic')])).toBe('Attach photos as PNG or JPEG images.');
    expect(checkPhotoChoice([file('a.png', 'image/png', 10 * 1024 * 1024 + 1)])).toBe(
      'Each photo must be at most 10 MB.',
    );
  });

  it('sends the photos under file[] and leaves blank fields out', () => {
    const body = checklistFormData({
      values: {
        equipment_number: 'T-44',
        vehicle_type: 'x',
        operator: 'o',
        date_to_added: '2026-11-18',
        odm_read: '5',
        oil_life: '',
        checklist: { fuel: 'yes' },
      },
      photos: [file('a.png', 'image/png')],
    });
    expect(body.get('oil_life')).toBeNull();
    expect(body.get('checklist')).toBe('{"fuel":"yes"}');
    expect((body.getAll('file[]')[0] as File).name).toBe('a.png');
  });
});

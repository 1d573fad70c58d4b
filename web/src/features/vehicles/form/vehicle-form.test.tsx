import { vehicleFileMessages, vehicleMessages } from '@fleet-ops/shared';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock, type MockInstance } from 'vitest';
import { formatDate } from '../../../lib/format';
import { renderWithProviders } from '../../../../test/render';
import { uploadVehicleFile } from '../api/upload-vehicle-images';
import { aVehicle, noVehicleFiles } from '../../../../test/vehicles';
import './i18n';
import { VehicleForm } from './vehicle-form';

vi.mock('../api/upload-vehicle-images', () => ({ uploadVehicleFile: vi.fn() }));
const upload = vi.mocked(uploadVehicleFile);

/** Mantine inputs in jsdom are slow, more so on a busy two-core machine. */
const slow = { timeout: 30_000 };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

let fetchMock: Mock<typeof fetch>;
let toasts: MockInstance<typeof notifications.show>;
/** Title and text of every toast; upload toasts carry their lines as elements. */
const shownToasts = () => toasts.mock.calls.map(([toast]) => [toast.title, toastText(toast.message)]);

function toastText(message: unknown): string {
  if (typeof message === 'string') return message;
  const lines = (message as { props: { children: { props: { children: string } }[] } }).props.children;
  return lines.map((line) => line.props.children).join('\n');
}

beforeEach(() => {
  // jsdom has neither object URLs nor the font loading API the comments box's autosize listens to.
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: vi.fn(() => 'blob:preview') });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { status: 'loaded', addEventListener: () => undefined, removeEventListener: () => undefined },
  });
  toasts = vi.spyOn(notifications, 'show').mockReturnValue('toast');
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    if (String(input) === '/api/vehicles' && init?.method === 'POST') {
      return json({ data: aVehicle({ id: 42, ownership_type: 'rent' }), message: vehicleMessages.saved }, 201);
    }
    return json({ message: 'Not mocked' }, 599);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  upload.mockReset();
});

/** A label as written, maybe followed by the required mark. */
const named = (label: string) => new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`);
const field = (label: string) => screen.getByLabelText(named(label));
const hasField = (label: string) => screen.queryByLabelText(named(label)) !== null;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

function typeDate(label: string, value: string) {
  const input = field(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

async function choose(label: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: named(label) }));
  // The test environment renders the options without showing the dropdown.
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

function renderForm() {
  const onSaved = vi.fn();
  renderWithProviders(<VehicleForm onSaved={onSaved} onCancel={() => undefined} />);
  return { onSaved };
}

describe('VehicleForm', slow, () => {
  it('shows battery and tire expiry for an owned or leased vehicle, and the rental dates instead for a rented one', async () => {
    renderForm();
    expect(hasField('Battery Expiry')).toBe(false);
    expect(hasField('Rental Start Date')).toBe(false);

    await choose('Ownership Type', 'Own');
    expect(hasField('Battery Expiry')).toBe(true);
    expect(hasField('Tire Expiry')).toBe(true);
    expect(hasField('Rental Start Date')).toBe(false);

    await choose('Ownership Type', 'Rent');
    expect(hasField('Battery Expiry')).toBe(false);
    expect(hasField('Tire Expiry')).toBe(false);
    expect(hasField('Rental Start Date')).toBe(true);
    expect(field('Rental Return Date')).toHaveProperty('disabled', true);
  });

  it('fills the rental return date with the start plus 28 days', async () => {
    renderForm();
    await choose('Ownership Type', 'Rent');
    expect(field('Rental Return Date')).toHaveProperty('value', '');
    typeDate('Rental Start Date', '2026-02-10');
    await waitFor(() => expect(field('Rental Return Date')).toHaveProperty('value', formatDate('2026-03-10')));
    expect(formatDate('2026-03-10')).toBe('Mar 10, 2026');
  });

  it("asks for the location's name only when the location is other", async () => {
    renderForm();
    expect(hasField('Provide Location')).toBe(false);
    await choose('Location', 'Other');
    expect(hasField('Provide Location')).toBe(true);
    await choose('Location', 'ZV');
    expect(hasField('Provide Location')).toBe(false);
  });

  it('asks for the date, inspector and file only once the inspection is completed', () => {
    renderForm();
    expect(hasField('Inspection Date')).toBe(false);
    expect(hasField('Inspector Name')).toBe(false);
    expect(hasField('Inspection File')).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: 'Completed' }));
    expect(hasField('Inspection Date')).toBe(true);
    expect(hasField('Inspector Name')).toBe(true);
    expect(hasField('Inspection File')).toBe(true);
  });

  it("marks every missing field red and says 'Please fill all required fields', without calling the server", async () => {
    renderForm();
    await choose('Ownership Type', 'Lease');
    fireEvent.click(screen.getByRole('button', { name: 'Add Vehicle' }));

    await waitFor(() => expect(shownToasts()).toEqual([['Error!', 'Please fill all required fields']]));
    for (const [label, message] of [
      ['Equipment Number', vehicleMessages.equipmentNumberRequired],
      ['Vehicle', vehicleMessages.vehicleTypeRequired],
      ['VIN Number', vehicleMessages.vinRequired],
      ['Licence Plate Number', vehicleMessages.licensePlateRequired],
      ['Odometer (km)', vehicleMessages.lastOdmReadRequired],
      ['PPE Number', vehicleMessages.ppeNoRequired],
      ['Battery Expiry', vehicleMessages.batteryExpiryRequired],
      ['Tire Expiry', vehicleMessages.tireExpiryRequired],
    ] as const) {
      expect(screen.getByRole('textbox', { name: named(label) }).getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(screen.getByText(vehicleMessages.vehicleParentTypeRequired)).toBeTruthy();
    expect(screen.getByText(vehicleMessages.mineRequired)).toBeTruthy();
    expect(screen.getByText(vehicleMessages.locationRequired)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves the vehicle, uploads the new image into its slot and says all files were uploaded', async () => {
    const { onSaved } = renderForm();
    upload.mockResolvedValue({
      message: vehicleFileMessages.uploaded,
      data: { vehicle_id: 42, stored: ['image_1'], vehicle_files: noVehicleFiles, inspection_file: null, remaining: 9 },
    });
    type('Equipment Number', 'T-100');
    type('Vehicle', 'Ford F-150');
    await choose('Vehicle Type', 'Light Duty Truck');
    type('VIN Number', '1FTFW1E50PFA00100');
    type('Licence Plate Number', 'NL100');
    type('Odometer (km)', '12000');
    type('PPE Number', 'PPE-1');
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    await choose('Location', 'CR');
    await choose('Ownership Type', 'Rent');
    typeDate('Rental Start Date', '2026-02-10');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Radio' }));
    const photo = new File(['png'], 'front.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Upload File(s)'), { target: { files: [photo] } });
    expect(await screen.findByRole('button', { name: 'Remove front.png' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add Vehicle' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      equipment_number: 'T-100',
      ownership_type: 'rent',
      vehicle_parent_type: 'Light Duty Truck',
      last_odm_read: 12000,
      mine: 'no',
      location: 'CR',
      rental_start_date: '2026-02-10',
      battery_expiry: '',
      radio: true,
      cones: false,
      extra_checklist_items: false,
    });
    expect(upload.mock.calls.map(([id, key, file]) => [id, key, file.name])).toEqual([[42, 'image_1', 'front.png']]);
    expect(shownToasts()).toEqual([
      ['In Progress', vehicleFileMessages.inProgress],
      ['Success!', vehicleFileMessages.allUploaded],
    ]);
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ vehicle: { id: 42 }, failed: [] });
  });
});

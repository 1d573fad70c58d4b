import { vehicleMessages } from '@fleet-ops/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { aVehicle } from '../../../../test/vehicles';
import './i18n';
import { VehicleForm } from './vehicle-form';

/** Mantine inputs in jsdom are slow, more so on a busy two-core machine. */
const slow = { timeout: 30_000 };
const vehicle = aVehicle({ id: 7, last_odm_read: 12000 });
let fetchMock: Mock<typeof fetch>;
const saves = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/vehicles/7');

beforeEach(() => {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { status: 'loaded', addEventListener: () => undefined, removeEventListener: () => undefined },
  });
  fetchMock = vi.fn<typeof fetch>(
    async () => new Response(JSON.stringify({ data: vehicle, message: vehicleMessages.saved }), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const onSaved = vi.fn();
  renderWithProviders(<VehicleForm vehicle={vehicle} onSaved={onSaved} onCancel={() => undefined} />);
  return { onSaved, odometer: screen.getByRole('textbox', { name: /^Odometer \(km\)/ }) as HTMLInputElement };
}

describe("the vehicle form's odometer", slow, () => {
  it('refuses a negative reading with a message, keeping what was typed', () => {
    const { odometer } = renderForm();
    fireEvent.change(odometer, { target: { value: '-500' } });
    fireEvent.blur(odometer);
    expect(odometer.value).toBe('-500');
    expect(screen.getByText('Enter a number of 0 or more.')).toBeTruthy();
  });

  it('asks before lowering the reading, and saves it once confirmed', async () => {
    const { onSaved, odometer } = renderForm();
    expect(odometer.value).toBe('12,000');
    fireEvent.change(odometer, { target: { value: '11000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Vehicle' }));

    const dialog = await screen.findByRole('dialog', { name: 'Lower the odometer?' });
    expect(dialog.textContent).toContain(
      'The odometer reading goes down from 12,000 to 11,000. Save it anyway? The change is kept in the audit log.',
    );
    expect(saves()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Lower it' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(JSON.parse(String(saves()[0]?.[1]?.body))).toMatchObject({ last_odm_read: 11000 });
  });

  it('saves a higher reading without asking', async () => {
    const { onSaved, odometer } = renderForm();
    fireEvent.change(odometer, { target: { value: '13000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Vehicle' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(screen.queryByRole('dialog', { name: 'Lower the odometer?' })).toBeNull();
  });
});

import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  maintenanceComponents,
  maintenanceSheetMessages,
  meterImplausibleMessage,
  type MaintenanceSheetDetail,
} from '@fleet-ops/shared';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderAtAddress } from '../../../../test/render';
import { jsonAnswer, stubApi } from '../../../../test/stub-api';
import { authStore } from '../../../lib/auth-store';
import { changeLanguage } from '../../../lib/i18n';
import { MaintenanceSheetSection } from './maintenance-sheet-section';

const blank: MaintenanceSheetDetail = {
  work_order_id: 31,
  vehicle: {
    id: 5,
    equipment_number: 'TRK-5',
    license_plate_no: 'ABC 123',
    vin_no: '1FTFW1E50PFA00001',
    gross_weight_kg: 11_800,
    last_odm_read: 48_000,
  },
  brakes_required: true,
  components: [...maintenanceComponents],
  sheet: null,
};

const saved: MaintenanceSheetDetail = {
  ...blank,
  sheet: {
    id: 4,
    service_date: '2026-11-17',
    odometer: 48_250,
    gross_weight_kg: 11_800,
    components: maintenanceComponents.map((component) => ({ component, result: 'conforming', repair: null })),
    brake_measurements: [{ axle: 1, left_mm: 12.5, right_mm: 12 }],
    mechanic_name: 'Gaston Tremblay',
    signed_by_typing: true,
    signature_typed_name: 'Gaston Tremblay',
    updated_at: '2026-11-17 10:30:00',
  },
};

let fetchMock: Mock<typeof fetch>;

function showSheet(detail: MaintenanceSheetDetail = blank) {
  fetchMock = stubApi([
    { method: 'GET', path: '/api/work_orders/31/maintenance_sheet', body: { data: detail, message: 'OK' } },
    {
      method: 'PUT',
      path: '/api/work_orders/31/maintenance_sheet',
      body: { data: detail, message: maintenanceSheetMessages.saved },
    },
  ]);
  renderAtAddress(<MaintenanceSheetSection workOrderId={31} />, '/work-orders/31');
}

const puts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);

const sent = () => {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
  return call ? (JSON.parse(String(call[1]!.body)) as Record<string, unknown>) : undefined;
};

/** Marks every component conforming, in the section's order. */
function markAllConforming() {
  for (const group of screen.getAllByRole('radiogroup')) {
    fireEvent.click(within(group).getByRole('radio', { name: 'Conforming' }));
  }
}

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
  authStore.signIn({ token: 'token-admin', role: 'admin', name: 'Pat Test', email: 'pat@example.com' });
});
afterEach(async () => {
  await changeLanguage('en');
  authStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Generous for a busy machine: the sheet renders thirteen radio groups in jsdom.
describe('the maintenance sheet on a Mandatory maintenance work order', { timeout: 90_000 }, () => {
  it('refuses to save a not conforming component without its repair, then sends the signed sheet', async () => {
    showSheet();
    await screen.findByRole('form', { name: 'Mandatory maintenance sheet (SAAQ)' });
    expect(screen.getAllByRole('radiogroup')).toHaveLength(maintenanceComponents.length);
    fireEvent.change(screen.getByLabelText(/Date of the maintenance/), { target: { value: '2026-11-17' } });
    markAllConforming();
    const steering = screen.getByRole('radiogroup', { name: 'Steering' });
    fireEvent.click(within(steering).getByRole('radio', { name: 'Not conforming' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Left (mm)' }), { target: { value: '12.5' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Right (mm)' }), { target: { value: '12' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Mechanic’s name/ }), {
      target: { value: 'Gaston Tremblay' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign by typing my name instead' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Signature \(typed name\)/ }), {
      target: { value: 'Gaston Tremblay' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Save the sheet' }));
    expect(await screen.findByText(maintenanceSheetMessages.repairRequired)).toBeTruthy();
    expect(sent()).toBeUndefined();

    fireEvent.change(screen.getByRole('textbox', { name: /Repair done · Steering/ }), {
      target: { value: 'Tightened the tie rod end' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save the sheet' }));
    await waitFor(() => expect(sent()).toBeDefined());
    expect(sent()).toEqual({
      service_date: '2026-11-17',
      odometer: 48_000,
      components: maintenanceComponents.map((component) =>
        component === 'steering'
          ? { component, result: 'not_conforming', repair: 'Tightened the tie rod end' }
          : { component, result: 'conforming', repair: '' },
      ),
      brake_measurements: [{ axle: 1, left_mm: 12.5, right_mm: 12 }],
      mechanic_name: 'Gaston Tremblay',
      signature: '',
      signature_typed_name: 'Gaston Tremblay',
    });
  });

  it('asks for the vehicle’s gross weight rating before the sheet, in French too', async () => {
    await changeLanguage('fr');
    showSheet({ ...blank, vehicle: { ...blank.vehicle, gross_weight_kg: null }, brakes_required: null });

    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Ce véhicule n’a pas de poids nominal brut.'),
    );
    expect(screen.getByRole('link', { name: 'Modifier le véhicule' }).getAttribute('href')).toBe('/vehicles/5');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('asks to confirm a far odometer jump the server questions (issue 37), and sends the confirmation', async () => {
    showSheet(saved);
    await screen.findByRole('form', { name: 'Mandatory maintenance sheet (SAAQ)' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign by typing my name instead' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Signature \(typed name\)/ }), {
      target: { value: 'Gaston Tremblay' },
    });
    const question = meterImplausibleMessage('odometer', 30_000, '2026-11-10');
    fetchMock.mockResolvedValueOnce(jsonAnswer(422, { message: question, errors: { odometer: [question] } }));

    fireEvent.click(screen.getByRole('button', { name: 'Save the sheet' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /far above the last one: I checked it/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the sheet' }));

    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[0]!.confirm_implausible).toBeUndefined();
    expect(puts()[1]).toMatchObject({ odometer: 48_250, confirm_implausible: 'yes' });
  });

  it('offers the PDF once the sheet is saved', async () => {
    showSheet(saved);

    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.getByText(/Signed by typing: Gaston Tremblay/)).toBeTruthy();
    expect(
      within(screen.getByRole('radiogroup', { name: 'Body' })).getByRole('radio', { name: 'Conforming' }),
    ).toHaveProperty('checked', true);
  });
});

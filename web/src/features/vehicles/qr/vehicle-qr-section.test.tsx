import { screen, waitFor, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { authStore } from '../../../lib/auth-store';
import { PrintQrLabelsButton } from './print-qr-labels-button';
import { VehicleQrSection } from './vehicle-qr-section';

let fetchMock: Mock<typeof fetch>;
let saved: string[];

const qrCode = {
  id: 3,
  equipment_number: 'E-12',
  vehicle_parent_type: 'SUV',
  url: 'https://fleet.example.com/qr/E-12',
};

beforeEach(() => {
  authStore.signIn({ token: 'secret', role: 'admin', name: 'Pat', email: 'pat@example.com' });
  saved = [];
  fetchMock = vi.fn<typeof fetch>(async (input) =>
    String(input) === '/api/vehicles/3/qr_code'
      ? new Response(JSON.stringify({ data: qrCode, message: 'OK' }))
      : new Response('%PDF-1.3 labels', { headers: { 'content-type': 'application/pdf' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  // jsdom neither makes object addresses nor downloads: record what would be saved.
  URL.createObjectURL = vi.fn(() => 'blob:labels');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

afterEach(() => {
  authStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const labelRequests = () =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/vehicles/qr_labels')
    .map(([, init]) => ({ method: init?.method, body: JSON.parse(String(init?.body)) as unknown }));

describe('the QR code on the vehicle record', () => {
  it('shows the code and the address it opens, and prints the vehicle’s label', async () => {
    renderWithProviders(<VehicleQrSection vehicleId={3} equipment="E-12" />);

    const image = await screen.findByRole('img', { name: 'QR code of vehicle E-12' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(screen.getByTestId('vehicle-qr-url').textContent).toBe('https://fleet.example.com/qr/E-12');

    fireEvent.click(screen.getByRole('button', { name: 'Print label' }));

    await waitFor(() => expect(saved).toEqual(['vehicle-qr-labels.pdf']));
    expect(labelRequests()).toEqual([{ method: 'POST', body: { ids: [3] } }]);
  });
});

describe('Print QR labels on the Vehicles list', () => {
  it('asks for the labels of every vehicle the filter shows', async () => {
    const filter = { type: 'in_use', ownership_type: 'own', search: 'ford', sort: 'id', sortDir: 'desc' } as const;
    renderWithProviders(<PrintQrLabelsButton filter={filter} />);

    fireEvent.click(screen.getByRole('button', { name: 'Print QR labels' }));

    await waitFor(() => expect(saved).toEqual(['vehicle-qr-labels.pdf']));
    expect(labelRequests()).toEqual([{ method: 'POST', body: filter }]);
  });
});

import { screen } from '@testing-library/react';
import type { Role } from '@fleet-ops/shared';
import { BrowserRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { authStore } from '../lib/auth-store';
import { VehicleLink } from './vehicle-link';

function renderAs(role: Role, vehicleId: number | null) {
  authStore.signIn({ token: 'secret', role, name: 'Pat', email: 'pat@example.com' });
  renderWithProviders(
    <BrowserRouter>
      <VehicleLink vehicleId={vehicleId} equipmentNumber="E-44" />
    </BrowserRouter>,
  );
}

describe('VehicleLink', () => {
  it("opens the vehicle's record for an admin", () => {
    renderAs('admin', 12);
    expect(screen.getByRole('link', { name: 'E-44' }).getAttribute('href')).toBe('/vehicles/12/overview');
  });

  it.each(['supervisor', 'driver'] as const)('is plain text for a %s, who cannot open the record', (role) => {
    renderAs(role, 12);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('E-44')).toBeTruthy();
  });

  it('is plain text for a row whose vehicle is gone', () => {
    renderAs('admin', null);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

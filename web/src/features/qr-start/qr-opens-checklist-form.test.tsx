import type { ChecklistFormOptions } from '@fleet-ops/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAtAddress } from '../../../test/render';
import { authStore } from '../../lib/auth-store';
import { ChecklistList } from '../checklists/checklist-list';

const json = (body: unknown) => new Response(JSON.stringify(body));

const formOptions: ChecklistFormOptions = {
  mode: 'admin',
  today: '2026-11-18',
  earliest_date: '2026-11-11',
  may_backdate: true,
  vehicles: ['E-7', 'E-12'].map((equipment_number) => ({
    equipment_number,
    vehicle_type: 'Ford F-150',
    driver_ids: [],
    out_of_service: false,
    open_defects: [],
  })),
  operators: [{ id: 7, name: 'Dan Driverson' }],
  locations: [],
  require_every_item: false,
};

function answer(url: string): Response {
  if (url.startsWith('/api/week_trackings/weeks'))
    return json({ data: { '2026-11-15 - 2026-11-21': 'W' }, message: 'OK' });
  if (url.startsWith('/api/customization/home')) {
    return json({ data: { page: 'home', column_visibility: null }, message: 'OK' });
  }
  if (url.startsWith('/api/checklist/form_options')) return json({ data: formOptions, message: 'OK' });
  if (url.startsWith('/api/checklist?')) {
    return json({ data: [], message: 'OK', total: 0, per_page: 100, current_page: 1, last_page: 1 });
  }
  return new Response(JSON.stringify({ message: 'Not mocked' }), { status: 404 });
}

beforeEach(() => {
  authStore.signIn({ token: 'secret', role: 'admin', name: 'Pat', email: 'pat@example.com' });
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => answer(String(input))),
  );
});

afterEach(() => {
  authStore.signOut();
  vi.unstubAllGlobals();
});

describe('the checklist lists opened from a QR code', () => {
  it('open the New Pre-OP Checklist form at once when the address names a vehicle', async () => {
    renderAtAddress(<ChecklistList />, '/home?vehicle=E-12');

    const form = await screen.findByRole('dialog', { name: 'New Pre-OP Checklist' });
    expect(await within(form).findByDisplayValue('E-12 · Ford F-150')).toBeTruthy();
  });

  it('leave the form closed otherwise', async () => {
    renderAtAddress(<ChecklistList />, '/home');

    expect(await screen.findByRole('table', { name: 'Pre-OP Checklists' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

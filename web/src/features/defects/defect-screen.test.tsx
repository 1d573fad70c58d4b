import { notifications } from '@mantine/notifications';
import type { Role } from '@fleet-ops/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderAtAddress } from '../../../test/render';
import { stubApi, type StubRoute } from '../../../test/stub-api';
import { authStore } from '../../lib/auth-store';
import { changeLanguage } from '../../lib/i18n';
import DefectScreen from './defect-screen';
import { aDefectDetail } from '../../../test/defects';

let fetchMock: Mock<typeof fetch>;
let show: ReturnType<typeof vi.spyOn>;

function signIn(role: Role) {
  authStore.signIn({ token: `token-${role}`, role, name: 'Pat Test', email: 'pat@example.com' });
}

function openDefect(routes: StubRoute[]) {
  fetchMock = stubApi(routes);
  renderAtAddress(
    <Routes>
      <Route path="/defects/:id" element={<DefectScreen />} />
    </Routes>,
    '/defects/7',
  );
}

const detail = (overrides: Parameters<typeof aDefectDetail>[0] = {}) => ({
  method: 'GET',
  path: '/api/defects/7',
  body: { data: aDefectDetail(overrides), message: 'OK' },
});

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

beforeEach(() => {
  show = vi.spyOn(notifications, 'show').mockReturnValue('toast');
  signIn('admin');
});
afterEach(() => {
  authStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DefectScreen', { timeout: 20_000 }, () => {
  it('shows the facts, the reports with their remarks and the timeline with who and when', async () => {
    openDefect([detail()]);
    await screen.findByRole('heading', { name: 'Defect 7' });
    expect(await screen.findByText('Lights')).toBeTruthy();
    expect(screen.getByText('Left headlight out')).toBeTruthy();
    const timeline = screen.getByRole('table', { name: 'Timeline of this defect' });
    expect(within(timeline).getByText('Reported')).toBeTruthy();
    expect(within(timeline).getByText('Dan Driver')).toBeTruthy();
  });

  it('offers an admin Acknowledge, Record repair and Close on an open defect, not Verify', async () => {
    openDefect([detail()]);
    await screen.findByRole('button', { name: 'Acknowledge' });
    expect(screen.getByRole('button', { name: 'Record repair' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close as no defect found' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify repair' })).toBeNull();
  });

  it('acknowledges after a confirmation, with the server message as the toast', async () => {
    openDefect([
      detail(),
      {
        method: 'POST',
        path: '/api/defects/7/acknowledge',
        body: { data: aDefectDetail({ status: 'acknowledged' }), message: 'The defect has been acknowledged.' },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Acknowledge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acknowledge defect' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'The defect has been acknowledged.' })),
    );
    expect(String(posts()[0]![0])).toBe('/api/defects/7/acknowledge');
  });

  it('requires repair notes, then sends the notes and the cost as form data', async () => {
    openDefect([
      detail({ status: 'acknowledged' }),
      {
        method: 'POST',
        path: '/api/defects/7/repair',
        body: { data: aDefectDetail({ status: 'repaired' }), message: 'The repair has been recorded.' },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Record repair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record repair' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record repair' }));
    expect(await within(dialog).findByText('Repair notes are required.')).toBeTruthy();
    expect(posts()).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Repair notes' }), {
      target: { value: 'Replaced the bulb' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Repair cost ($)' }), { target: { value: '42.50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record repair' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'The repair has been recorded.' })),
    );
    const body = posts()[0]![1]!.body as FormData;
    expect(body.get('repair_notes')).toBe('Replaced the bulb');
    expect(body.get('repair_cost')).toBe('42.5');
  });

  it('asks before discarding a typed close reason', async () => {
    openDefect([detail()]);
    fireEvent.click(await screen.findByRole('button', { name: 'Close as no defect found' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close as no defect found' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Works fine' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Discard your changes?')).toBeTruthy();
  });

  it('shows the server’s refusal when the repairer tries to verify their own repair (403)', async () => {
    signIn('supervisor');
    openDefect([
      detail({ status: 'repaired' }),
      {
        method: 'POST',
        path: '/api/defects/7/verify',
        status: 403,
        body: { message: 'The person who repaired this defect cannot verify it.', errors: {} },
      },
    ]);
    expect(screen.queryByRole('button', { name: 'Record repair' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Verify repair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify repair' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify repair' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'The person who repaired this defect cannot verify it.' }),
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Verify repair' })).toBeTruthy();
  });

  it('tells a driver the defect is theirs to read, and who takes its steps, with no step offered', async () => {
    signIn('driver');
    openDefect([detail({ status: 'repaired' })]);
    expect(
      await screen.findByText(
        'You may read this defect. An admin records its repair; an admin or your supervisor then verifies it.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each([
    ['open', 'An admin records the repair of this defect. Once it is recorded, you may verify it here.', []],
    ['acknowledged', 'An admin records the repair of this defect. Once it is recorded, you may verify it here.', []],
    ['repaired', 'You may verify this repair. An admin takes the other steps.', ['Verify repair']],
    ['verified', 'This defect is finished. No step is left.', []],
    ['no_defect_found', 'This defect is finished. No step is left.', []],
  ] as const)('tells a supervisor what they may do with a defect %s', async (status, note, buttons) => {
    signIn('supervisor');
    openDefect([detail({ status })]);
    expect(await screen.findByText(note)).toBeTruthy();
    expect(screen.queryAllByRole('button').map((button) => button.textContent)).toEqual(buttons);
  });

  it('gives an admin the steps alone, and nothing on a finished defect', async () => {
    openDefect([detail({ status: 'verified' })]);
    await screen.findByText('Lights');
    expect(screen.queryByText(/You may|An admin|finished/)).toBeNull();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('speaks French to a supervisor', async () => {
    await changeLanguage('fr');
    try {
      signIn('supervisor');
      openDefect([detail({ status: 'repaired' })]);
      expect(
        await screen.findByText(
          'Vous pouvez vérifier cette réparation. Les autres étapes reviennent à un administrateur.',
        ),
      ).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });

  it('says "Defect not found." for an unknown defect', async () => {
    openDefect([
      { method: 'GET', path: '/api/defects/7', status: 404, body: { message: 'Defect not found.', errors: {} } },
    ]);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Defect not found.');
  });
});

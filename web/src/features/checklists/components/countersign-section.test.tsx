import type { ChecklistDetail } from '@fleet-ops/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { CountersignSection } from './countersign-section';

const slow = { timeout: 10_000 };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** The validity and countersignature fields of a detail; the section reads nothing else. */
const detail = {
  id: 5,
  valid_until: '2026-11-19 11:30:00',
  valid_now: true,
  countersignatures: [],
  may_countersign: true,
} as unknown as ChecklistDetail;

let fetchMock: Mock<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input, init) =>
    String(input) === '/api/checklist/5/countersign' && init?.method === 'POST'
      ? json(
          {
            data: {
              id: 9,
              name: 'Dan Driverson',
              statement_version: 'read-2026-11',
              signed_at: '2026-11-18 12:00:00',
              signature_url: null,
              signature_typed_name: 'Dan Driverson',
            },
            message: 'Countersigned: you have read this report.',
          },
          201,
        )
      : json({ message: 'Not found.' }, 404),
  );
  vi.stubGlobal('fetch', fetchMock);
});

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('CountersignSection', () => {
  it('says until when the inspection is valid, and sends "I have read this report" signed by typing', async () => {
    renderWithProviders(<CountersignSection detail={detail} />);

    expect(await screen.findByText('Valid until Nov 19, 2026, 11:30 a.m.', undefined, slow)).toBeTruthy();
    expect(screen.getByText('No countersignature yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read this report.' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign by typing your name' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your name, as your signature' }), {
      target: { value: ' Dan Driverson ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Countersign' }));

    await waitFor(() => expect(posts()).toHaveLength(1), slow);
    const [, init] = posts()[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({
      statement_version: 'read-2026-11',
      signature_typed_name: 'Dan Driverson',
    });
    expect(new Headers(init!.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('asks for the statement and a signature before sending anything', async () => {
    renderWithProviders(<CountersignSection detail={detail} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Countersign' }, slow));

    expect(await screen.findByText('Confirm that you have read this report.')).toBeTruthy();
    expect(screen.getByText('Sign in the box or type your name.')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('lists who countersigned, and offers no form once the inspection has expired', async () => {
    const signed = {
      ...detail,
      valid_now: false,
      may_countersign: false,
      countersignatures: [
        {
          id: 9,
          name: 'Dan Driverson',
          statement_version: 'read-2026-11',
          signed_at: '2026-11-18 12:00:00',
          signature_url: null,
          signature_typed_name: 'Dan Driverson',
        },
      ],
    } as ChecklistDetail;

    renderWithProviders(<CountersignSection detail={signed} />);

    expect(await screen.findByText('Expired at Nov 19, 2026, 11:30 a.m.', undefined, slow)).toBeTruthy();
    expect(screen.getByText('Dan Driverson, Nov 18, 2026, 12:00 p.m.')).toBeTruthy();
    expect(screen.getByText('Signed by typing: Dan Driverson')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Countersign' })).toBeNull();
  });
});

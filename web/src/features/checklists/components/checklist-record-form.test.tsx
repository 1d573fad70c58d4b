import { checklistBaseItems } from '@fleet-ops/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { showError } from '../../../components/toasts';
import type * as Toasts from '../../../components/toasts';
import {
  answerForTruck,
  choosePlace,
  preOpOptions,
  preOpTruck,
  slow,
  stubFontLoading,
} from '../../../../test/checklist-inspection';
import { ChecklistForm } from './checklist-form';

// jsdom draws nothing on a canvas: the signature box is replaced by a button that "signs".
vi.mock('./signature-field', () => import('../../../../test/signature-field-stub'));
// The toasts' host is the app's, not rendered here: what the form asks them to say is read instead.
vi.mock('../../../components/toasts', async (actual) => ({
  ...(await actual<typeof Toasts>()),
  showError: vi.fn(),
}));
const errorToasts = () => vi.mocked(showError).mock.calls.map(([lines]) => lines);

const items = [...checklistBaseItems];

let fetchMock: Mock<typeof fetch>;
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

beforeEach(() => {
  stubFontLoading();
  fetchMock = vi.fn<typeof fetch>(async (input, init) => answerForTruck(String(input), init, { items }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(showError).mockClear();
});

async function ready() {
  await waitFor(() => expect(screen.getAllByRole('switch')).toHaveLength(13), slow);
  fireEvent.change(screen.getByRole('textbox', { name: /ODM Read/ }), { target: { value: '12100' } });
}

describe('the checklist form: the inspection record', { timeout: 40_000 }, () => {
  it('requires a place, the declaration and a signature before sending anything', async () => {
    renderWithProviders(<ChecklistForm options={preOpOptions} />);
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Choose or type the place of the inspection.', undefined, slow)).toBeTruthy();
    expect(screen.getByText('Accept the declaration to sign the checklist.')).toBeTruthy();
    expect(screen.getByText('Sign in the box or type your name.')).toBeTruthy();
    // The toast names the fields to check, not the toggles: every item is answered.
    expect(errorToasts()).toEqual([['Not sent yet. Check: Place of the inspection, Declaration, Signature.']]);
    expect(posts()).toHaveLength(0);
    // The declaration is the shared, versioned text.
    expect(screen.getByText('Declaration (version v2026-11)')).toBeTruthy();
    expect(screen.getByText(/I declare that I personally inspected this vehicle/)).toBeTruthy();
  });

  it('sends a typed place, the note on a "no", the statement version, the signature and both times', async () => {
    renderWithProviders(<ChecklistForm options={preOpOptions} />);
    await ready();
    fireEvent.click(screen.getByRole('switch', { name: 'Tires' }));
    fireEvent.change(screen.getByLabelText(/Please detail the issue/), { target: { value: 'Low tire' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Note on Tires' }), { target: { value: 'Front left' } });
    await choosePlace('Another place (type it)');
    fireEvent.change(screen.getByRole('textbox', { name: /^Place/ }), { target: { value: 'North gate' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I declare/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign here' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(posts()).toHaveLength(1), slow);
    const body = posts()[0]![1]!.body as FormData;
    expect(body.get('place')).toBe('North gate');
    expect(body.get('location_id')).toBeNull();
    expect(JSON.parse(String(body.get('notes')))).toEqual({ tires: 'Front left' });
    expect(body.get('statement_version')).toBe('v2026-11');
    expect(body.get('statement_accepted')).toBeNull();
    expect(body.get('signature')).toBeInstanceOf(Blob);
    const opened = String(body.get('opened_at'));
    const signed = String(body.get('signed_at'));
    expect(opened).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(signed >= opened).toBe(true);
  });

  it('signs by typing the name: the button is in the tab order, the name is sent, no drawing', async () => {
    renderWithProviders(<ChecklistForm options={preOpOptions} />);
    await ready();
    const declaration = await screen.findByRole('checkbox', { name: /I declare/ }, slow);
    const typing = screen.getByRole('button', { name: 'Sign by typing your name' });
    // Reached with Tab: a real button, not taken out of the tab order, right after the declaration.
    expect(typing.tabIndex).toBe(0);
    const focusable = [...document.querySelectorAll<HTMLElement>('input, button, textarea, [tabindex]')].filter(
      (element) => element.tabIndex >= 0 && !element.hasAttribute('disabled'),
    );
    expect(focusable.indexOf(typing)).toBe(focusable.indexOf(declaration) + 1);
    expect(typing.getAttribute('aria-describedby')).toBe('checklist-signature-typing-hint');

    await choosePlace('Mine Engineering');
    fireEvent.click(declaration);
    fireEvent.click(typing);
    const name = screen.getByRole('textbox', { name: /Your full name \(typed signature\)/ });
    expect(document.activeElement).toBe(name);
    expect(screen.queryByRole('button', { name: 'Sign here' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Sign in the box or type your name.', undefined, slow)).toBeTruthy();
    expect(errorToasts()).toEqual([['Not sent yet. Check: Your full name (typed signature).']]);

    fireEvent.change(name, { target: { value: 'Dan Driverson' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(posts()).toHaveLength(1), slow);
    const body = posts()[0]![1]!.body as FormData;
    expect(body.get('signature_typed_name')).toBe('Dan Driverson');
    expect(body.get('signature')).toBeNull();
    expect(body.get('sign_by_typing')).toBeNull();
    expect(body.get('statement_version')).toBe('v2026-11');
  });

  it('starts every item unmarked when the site asks, and keeps Submit disabled until each is marked', async () => {
    renderWithProviders(<ChecklistForm options={{ ...preOpOptions, require_every_item: true }} />);
    await waitFor(() => expect(screen.getAllByRole('switch')).toHaveLength(13), slow);
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(screen.getAllByText('Mark')).toHaveLength(13);
    expect(submit).toHaveProperty('disabled', true);
    for (const toggle of screen.getAllByRole('switch').slice(0, 12)) fireEvent.click(toggle);
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.click(screen.getAllByRole('switch')[12]!);
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    expect(screen.queryByText('Mark')).toBeNull();
  });

  it('warns in red that an out-of-service vehicle must not be operated, listing its open defects', async () => {
    const broken = {
      ...preOpTruck,
      out_of_service: true,
      open_defects: [
        { item: 'brakes_and_hand_brakes', severity: 'major' as const },
        { item: 'horn', severity: 'minor' as const },
      ],
    };
    renderWithProviders(<ChecklistForm options={{ ...preOpOptions, vehicles: [broken] }} />);
    const alert = await screen.findByRole('alert', { name: 'Out of service: do not operate' });
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Brakes and Hand Brake (major)', 'Horn (minor)']);
    // The driver may still submit.
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', false);
  });
});

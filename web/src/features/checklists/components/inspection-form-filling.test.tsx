import type { InspectionFormVersion, VehicleOpenDefect } from '@fleet-ops/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { authStore } from '../../../lib/auth-store';
import { changeLanguage } from '../../../lib/i18n';
import {
  answerForTruck,
  completeRecord,
  driverOptions,
  openSteering,
  sentBody,
  slow,
  truckVersion,
  stubFontLoading,
} from '../../../../test/checklist-inspection';
import { ChecklistForm } from './checklist-form';

// jsdom draws nothing on a canvas: the signature box is replaced by a button that "signs".
vi.mock('./signature-field', () => import('../../../../test/signature-field-stub'));

let fetchMock: Mock<typeof fetch>;
let version: InspectionFormVersion;
let openDefects: VehicleOpenDefect[];

// Read at each call: a case may put the truck on another form or give it open defects.
const answer = (url: string, init?: RequestInit) => answerForTruck(url, init, { version, openDefects });

beforeEach(() => {
  stubFontLoading();
  version = truckVersion;
  openDefects = [];
  fetchMock = vi.fn<typeof fetch>(async (input, init) => answer(String(input), init));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const toggle = (name: string) => screen.getByRole('switch', { name });
const posted = () => fetchMock.mock.calls.some(([, init]) => init?.method === 'POST');

/** The form drawn with the truck's items, and the fields every submission needs. */
async function fillTheRest() {
  await screen.findByRole('switch', { name: /Coupling devices|Dispositifs d’attelage/ }, slow);
  fireEvent.change(screen.getByRole('textbox', { name: /ODM Read|Lecture de l’odomètre/ }), {
    target: { value: '12100' },
  });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /Submit|Soumettre/ }));

describe('ChecklistForm on a vehicle’s own inspection form', { timeout: 60_000 }, () => {
  it('draws its sections in order with their titles, each item’s label and help, in the reader’s language', async () => {
    renderWithProviders(<ChecklistForm options={driverOptions} />);
    await screen.findByRole('switch', { name: 'Coupling devices' }, slow);

    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Schedule III, List 1', 'Specific verifications required by the operator']);
    expect(screen.getAllByRole('switch').map((item) => item.firstChild?.textContent)).toEqual([
      'Coupling devices',
      'Steering',
      'Tread depth',
    ]);
    expect(screen.getByText('Look at the fifth wheel.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Reading \(mm\) · Tread depth/ })).toBeTruthy();

    await changeLanguage('fr');
    try {
      expect(await screen.findByRole('heading', { name: 'Annexe III, liste 1' }, slow)).toBeTruthy();
      expect(toggle('Dispositifs d’attelage')).toBeTruthy();
      expect(screen.getByText('Regardez la sellette.')).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });

  it('asks which defect a failed item has, each Minor or Major, warns “Do not operate” for a major one and sends its code', async () => {
    renderWithProviders(<ChecklistForm options={driverOptions} />);
    await fillTheRest();
    fireEvent.change(screen.getByRole('textbox', { name: /Tread depth/ }), { target: { value: '12' } });
    fireEvent.click(toggle('Coupling devices'));

    const picker = screen.getByRole('radiogroup', { name: 'Which defect? (Coupling devices)' });
    expect(
      within(picker)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label, .mantine-Radio-root')?.textContent),
    ).toEqual([
      '1.1 · Loose mounting boltMinor',
      '1.A · Cracked fifth wheelMajor',
      'OtherMajorNot listed: counted as major until someone checks it.',
    ]);
    fireEvent.click(within(picker).getByRole('radio', { name: /1\.1/ }));
    expect(screen.queryByText('Do not operate this vehicle')).toBeNull();
    fireEvent.click(within(picker).getByRole('radio', { name: /1\.A/ }));
    expect(await screen.findByText('Do not operate this vehicle', undefined, slow)).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Please detail the issue found/), {
      target: { value: 'Found at the walk-around' },
    });
    await completeRecord();
    submit();

    await waitFor(() => expect(posted()).toBe(true), slow);
    const body = sentBody(fetchMock)!;
    expect(body.get('form_version_id')).toBe('31');
    expect(JSON.parse(String(body.get('defects')))).toEqual([{ item: 'coupling', code: '1.A' }]);
    expect(JSON.parse(String(body.get('checklist')))).toEqual({ coupling: 'no', steering: 'yes', tread: 'yes' });
    expect(JSON.parse(String(body.get('readings')))).toEqual({ tread: 12 });
    expect(body.get('defect_choices')).toBeNull();
    const confirmation = await screen.findByRole('status', { name: 'Checklist submitted' }, slow);
    expect(within(confirmation).getByRole('listitem').textContent).toBe('Coupling devices');
    expect(await screen.findByRole('alert', { name: 'Do not operate this vehicle' }, slow)).toBeTruthy();
  });

  it('will not send a failed item without its defect, nor “Other” without a note', async () => {
    renderWithProviders(<ChecklistForm options={driverOptions} />);
    await fillTheRest();
    fireEvent.change(screen.getByRole('textbox', { name: /Tread depth/ }), { target: { value: '12' } });
    fireEvent.click(toggle('Steering'));
    fireEvent.change(screen.getByLabelText(/Please detail the issue found/), { target: { value: 'Odd' } });
    await completeRecord();

    submit();
    expect(await screen.findByText('Choose the defect you found.', undefined, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Other/ }));
    expect(screen.getByText('Do not operate this vehicle')).toBeTruthy();
    submit();
    expect(await screen.findByText('Describe the defect you found.', undefined, slow)).toBeTruthy();
    expect(posted()).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: /Describe what you found on Steering/ }), {
      target: { value: 'Squeal when turning' },
    });
    submit();
    await waitFor(() => expect(posted()).toBe(true), slow);
    const body = sentBody(fetchMock)!;
    expect(body.get('defects')).toBeNull();
    expect(JSON.parse(String(body.get('notes')))).toEqual({ steering: 'Squeal when turning' });
  });

  it('checks a number item’s bounds on its field, in English and in French', async () => {
    renderWithProviders(<ChecklistForm options={driverOptions} />);
    await fillTheRest();
    const tread = screen.getByRole('textbox', { name: /Tread depth/ });
    await completeRecord();

    submit();
    expect(await screen.findByText('Enter the reading.', undefined, slow)).toBeTruthy();
    fireEvent.change(tread, { target: { value: '40' } });
    submit();
    expect(await screen.findByText('Enter a value from 2 to 30.', undefined, slow)).toBeTruthy();
    expect(tread.getAttribute('aria-invalid')).toBe('true');

    await changeLanguage('fr');
    try {
      fireEvent.change(tread, { target: { value: '1,5' } });
      submit();
      expect(await screen.findByText('Entrez une valeur de 2 à 30.', undefined, slow)).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
    expect(posted()).toBe(false);
  });

  it('keeps the spec’s Pre-OP list and call, with no version sent, for a vehicle on the built-in Pre-OP form', async () => {
    version = { ...truckVersion, built_in: 'pre_op' };
    renderWithProviders(<ChecklistForm options={driverOptions} />);
    await screen.findByRole('switch', { name: 'Tires' }, slow);
    expect(screen.queryByRole('switch', { name: 'Coupling devices' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: /ODM Read/ }), { target: { value: '12100' } });
    await completeRecord();
    submit();

    await waitFor(() => expect(posted()).toBe(true), slow);
    const body = sentBody(fetchMock)!;
    expect(body.get('form_version_id')).toBeNull();
    expect(JSON.parse(String(body.get('checklist')))).toEqual({ brakes_and_hand_brakes: 'yes', tires: 'yes' });
  });

  it('lists the open defects first; “Still there” reports the same defect again with its code and the note', async () => {
    openDefects = [openSteering];
    const outOfService = { ...driverOptions.vehicles[0]!, out_of_service: true };
    const options = {
      ...driverOptions,
      vehicles: [{ ...outOfService, open_defects: [{ item: 'steering', severity: 'major' as const }] }],
    };
    renderWithProviders(<ChecklistForm options={options} />);
    await fillTheRest();
    // The out-of-service alert names the item as the vehicle's form does.
    expect(await screen.findByText('Steering (major)', undefined, slow)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Tread depth/ }), { target: { value: '12' } });

    const list = await screen.findByRole('region', { name: 'Open defects on this vehicle' }, slow);
    const items = screen.getByRole('region', { name: 'Schedule III, List 1' });
    expect(list.compareDocumentPosition(items) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const card = within(list).getByTestId('open-defect-steering');
    expect(within(card).getByText('Steering')).toBeTruthy();
    expect(within(card).getByText('5.A · Wheel jams')).toBeTruthy();
    expect(within(card).getByText('Major')).toBeTruthy();
    expect(within(card).getByText('Since Nov 17, 2026, 7:30 a.m. · Reported 2 times')).toBeTruthy();
    expect(within(card).getByText('Last note: Hard to turn left')).toBeTruthy();
    expect(toggle('Steering').getAttribute('aria-checked')).toBe('true');

    fireEvent.click(within(card).getByRole('checkbox', { name: 'Still there · Steering' }));
    expect(toggle('Steering').getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('radio', { name: /5\.A/ })).toHaveProperty('checked', true);
    fireEvent.change(within(card).getByRole('textbox', { name: /What I see/ }), { target: { value: 'Worse' } });
    fireEvent.change(screen.getByLabelText(/Please detail the issue found/), { target: { value: 'Still jams' } });
    await completeRecord();
    submit();

    await waitFor(() => expect(posted()).toBe(true), slow);
    const body = sentBody(fetchMock)!;
    expect(JSON.parse(String(body.get('defects')))).toEqual([{ item: 'steering', code: '5.A' }]);
    expect(JSON.parse(String(body.get('notes')))).toEqual({ steering: 'Worse' });
    expect(JSON.parse(String(body.get('checklist')))).toEqual({ coupling: 'yes', steering: 'no', tread: 'yes' });
  });

  it('keeps a checklist on the form whose answer was lost in the outbox, with its version and defect, and sends them again', async () => {
    let lost = true;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/checklist' && init?.method === 'POST' && lost) {
        lost = false;
        throw new TypeError('Failed to fetch');
      }
      return answer(String(input), init);
    });
    authStore.signIn({ token: 'secret', role: 'driver', name: 'Dan Driverson', email: 'dan@example.com' });
    renderWithProviders(<ChecklistForm options={driverOptions} />);
    await fillTheRest();
    fireEvent.change(screen.getByRole('textbox', { name: /Tread depth/ }), { target: { value: '12' } });
    fireEvent.click(toggle('Coupling devices'));
    fireEvent.click(screen.getByRole('radio', { name: /1\.1/ }));
    fireEvent.change(screen.getByLabelText(/Please detail the issue found/), { target: { value: 'Loose' } });
    await completeRecord();
    submit();

    expect(await screen.findByText('1 checklist waiting to send', undefined, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send now' }));
    const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    await waitFor(() => expect(posts()).toHaveLength(2), slow);
    const resent = posts()[1]![1]!.body as FormData;
    expect(resent.get('form_version_id')).toBe('31');
    expect(JSON.parse(String(resent.get('defects')))).toEqual([{ item: 'coupling', code: '1.1' }]);
  });
});

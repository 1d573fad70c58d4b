import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { meterBelowMessage, type ImportCheck, type ImportKind } from '@fleet-ops/shared';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { renderAtAddress } from '../../../test/render';
import ImportScreen from './import-screen';

const slow = { timeout: 10_000 };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

const run = {
  id: 7,
  kind: 'vehicles' as const,
  file_name: 'fleet.csv',
  status: 'checked' as const,
  total_rows: 2,
  rows_done: 0,
  new_count: 1,
  update_count: 1,
  error_count: 0,
  error: null,
  created_at: '2026-11-18T15:00:00.000Z',
  finished_at: null,
};
const withErrors: ImportCheck = {
  ...run,
  new_count: 1,
  update_count: 0,
  error_count: 1,
  rows: [
    { row: 2, outcome: 'new', key: 'T-1', errors: {} },
    { row: 3, outcome: 'error', key: 'T-2', errors: { mine: ['Mine must be yes or no.'] } },
  ],
  notes: ['Columns left out, as they are exported but not imported: Status, Enabled.'],
};
const clean: ImportCheck = {
  ...run,
  id: 8,
  rows: [
    { row: 2, outcome: 'new', key: 'T-1', errors: {} },
    { row: 3, outcome: 'update', key: 'T-2', errors: {} },
  ],
  notes: [],
};

/** The upload goes by XMLHttpRequest (for its progress): this one hands it to the stubbed fetch. */
class UploadRequest {
  upload = { addEventListener: () => undefined };
  status = 0;
  statusText = '';
  responseText = '';
  private listeners: Record<string, () => void> = {};
  private target: [string, string] = ['GET', ''];
  open(method: string, url: string) {
    this.target = [method, url];
  }
  setRequestHeader() {}
  addEventListener(name: string, listener: () => void) {
    this.listeners[name] = listener;
  }
  send(body: FormData) {
    void fetch(this.target[1], { method: this.target[0], body }).then(async (response) => {
      this.status = response.status;
      this.responseText = await response.text();
      this.listeners.load?.();
    });
  }
}

let fetchMock: Mock<typeof fetch>;
let checks: ImportCheck[];

beforeEach(() => {
  checks = [withErrors, clean];
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (/^\/api\/imports\/[a-z_]+$/.test(url) && init?.method === 'POST') {
      return json({ data: checks.shift(), message: 'The file has been checked.' }, 201);
    }
    if (url === '/api/imports/8/commit') {
      const lines = [
        { rows_done: 1, total_rows: 2 },
        { rows_done: 2, total_rows: 2 },
        { run: { ...run, id: 8, status: 'imported', rows_done: 2 }, message: 'The import is done.', errors: {} },
      ];
      return new Response(lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
    }
    return json({ message: 'Not mocked' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', UploadRequest);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

function renderImport(kind: ImportKind = 'vehicles') {
  renderAtAddress(
    <Routes>
      <Route path="/import/:kind" element={<ImportScreen />} />
    </Routes>,
    `/import/${kind}`,
  );
}

function chooseFile(name: string) {
  const input = document.querySelector('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [new File(['data'], name, { type: 'text/csv' })] } });
  fireEvent.click(screen.getByRole('button', { name: /^(Check the file|Vérifier le fichier)$/ }));
}

describe('ImportScreen', { timeout: 30_000 }, () => {
  it('shows the dry run’s errors with their column, keeps Confirm off until a clean file, then imports it', async () => {
    renderImport();
    await screen.findByRole('heading', { name: 'Import vehicles' }, slow);
    expect(document.title).toBe('Import vehicles · Fleet Ops');
    expect(
      screen.getByText(
        'Required in every row (bold in the XLSX template): Equipment number, Vehicle type, Vehicle, Ownership, Licence plate number, VIN number, PPE number, Mine, Location, Inspection status',
      ),
    ).toBeTruthy();

    chooseFile('fleet.csv');
    const table = await screen.findByRole('table', { name: 'Rows of the file' }, slow);
    expect(screen.getByText('Errors: 1')).toBeTruthy();
    expect(screen.getByText('Columns left out, as they are exported but not imported: Status, Enabled.')).toBeTruthy();
    // Only the rows with errors at first, with the column's name before the message.
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('Mine: Mine must be yes or no.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm the import' }).hasAttribute('disabled')).toBe(true);

    chooseFile('fleet-fixed.csv');
    await screen.findByText('Update: 1', {}, slow);
    const confirm = screen.getByRole('button', { name: 'Confirm the import' });
    expect(confirm.hasAttribute('disabled')).toBe(false);
    fireEvent.click(confirm);

    await screen.findByText('Import done: 1 added, 1 updated.', {}, slow);
    expect(screen.getByRole('link', { name: 'Back to vehicles' }).getAttribute('href')).toBe('/vehicles');
    expect(screen.getByRole('button', { name: 'Remove the chosen file' })).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/imports/8/commit', expect.anything()));
  });

  it('names the button that removes the chosen file in French too', async () => {
    await changeLanguage('fr');
    renderImport();
    await screen.findByRole('heading', { name: 'Importer des véhicules' }, slow);
    expect(
      screen.getByText(/^Obligatoires dans chaque ligne \(en gras dans le modèle XLSX\) : Numéro d’équipement, /),
    ).toBeTruthy();
    chooseFile('fleet.csv');
    expect(await screen.findByRole('button', { name: 'Retirer le fichier choisi' }, slow)).toBeTruthy();
  });

  it('imports meter readings: says what Update means, and shows a backwards reading’s refusal in French', async () => {
    await changeLanguage('fr');
    const refused = { hours: [meterBelowMessage('hours', 4100, '2026-11-10')] };
    checks = [
      { ...withErrors, kind: 'meter_readings', rows: [{ row: 2, outcome: 'error', key: 'LD-1', errors: refused }] },
    ];
    renderImport('meter_readings');
    await screen.findByRole('heading', { name: 'Importer des lectures de compteur' }, slow);
    expect(screen.getByText(/^Chaque lecture est gardée une fois/)).toBeTruthy();

    chooseFile('lectures.csv');

    const table = await screen.findByRole('table', { name: 'Lignes du fichier' }, slow);
    expect(
      within(table).getByText(/Les heures moteur ne peuvent pas être inférieures à 4100 h, la lecture du 2026-11-10\./),
    ).toBeTruthy();
  });
});

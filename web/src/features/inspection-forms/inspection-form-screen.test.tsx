import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderAtAddress } from '../../../test/render';
import { stubApi, type StubRoute } from '../../../test/stub-api';
import { changeLanguage } from '../../lib/i18n';
import { draftBody, editorValues } from './editor-values';
import InspectionFormPagesScreen from './inspection-form-pages-screen';
import { saaqDraft, saaqVersion1 } from '../../../test/inspection-forms';

const vehicles = [
  { id: 7, equipment_number: 'T-07', vehicle_type: 'Tandem', vehicle_parent_type: 'Heavy Duty Truck', VIN_no: '' },
];

const baseRoutes: StubRoute[] = [
  { method: 'GET', path: '/api/inspection_forms/2', body: { data: saaqDraft, message: 'OK' } },
  { method: 'GET', path: '/api/vehicles/equipment_numbers', body: { data: vehicles, message: 'OK' } },
  { method: 'GET', path: '/api/inspection_forms/2/versions/1', body: { data: saaqVersion1, message: 'OK' } },
];

function renderEditor(address = '/inspection-forms/2') {
  return renderAtAddress(
    <Routes>
      <Route path="/inspection-forms/*" element={<InspectionFormPagesScreen />} />
    </Routes>,
    address,
  );
}

/** The body of the last `method` call to `path`. */
function sentBody(fetchMock: Mock<typeof fetch>, method: string, path: string): unknown {
  const call = fetchMock.mock.calls.findLast(([url, init]) => String(url) === path && init?.method === method);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

const section = (name: string) => screen.getByRole('group', { name });
const siteSection = () => section('Section 2: Specific verifications required by the operator');

let toasts: Mock;
beforeEach(() => {
  toasts = vi.spyOn(notifications, 'show').mockReturnValue('toast') as unknown as Mock;
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await changeLanguage('en');
});

describe('InspectionFormScreen', { timeout: 30_000 }, () => {
  it("shows the regulation's sections read-only with their codes and classes, and a note saying why", async () => {
    stubApi(baseRoutes);
    renderEditor();
    expect(await screen.findByRole('heading', { name: 'Circle check — heavy vehicle (SAAQ)' })).toBeTruthy();
    const brakes = section('Section 1: Air brake system');
    expect(
      within(brakes).getByText(
        'Set by the regulation: this section cannot be changed, moved or removed. A new edition of the regulation comes as a new published version of this form.',
      ),
    ).toBeTruthy();
    expect(within(brakes).queryAllByRole('textbox')).toEqual([]);
    expect(within(brakes).getByText('1.1')).toBeTruthy();
    expect(within(brakes).getByText('Audible air leak')).toBeTruthy();
    expect(within(brakes).getByText('Minor')).toBeTruthy();
    expect(within(brakes).getByText('1.A')).toBeTruthy();
    expect(within(brakes).getByText('Major')).toBeTruthy();
    // Neither the law's sections nor the site's move, and no section is added: the site's stays last.
    expect(screen.queryByRole('button', { name: /^Move section/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add section' })).toBeNull();
  });

  it('adds an item to the site section, moves it up with a button, and saves the draft', async () => {
    const fetchMock = stubApi([
      ...baseRoutes,
      {
        method: 'PUT',
        path: '/api/inspection_forms/2',
        body: { data: saaqDraft, message: 'The draft has been saved.' },
      },
    ]);
    renderEditor();
    await screen.findByRole('heading', { name: 'Circle check — heavy vehicle (SAAQ)' });
    fireEvent.click(within(siteSection()).getByRole('button', { name: 'Add item' }));
    const added = within(siteSection()).getByRole('group', { name: 'Item 2: New item' });
    expect(within(added).getByRole<HTMLInputElement>('textbox', { name: 'Item key' }).value).toBe('operator_2');
    fireEvent.change(within(added).getByRole('textbox', { name: 'Label (English)' }), { target: { value: 'Ladder' } });
    fireEvent.change(within(added).getByRole('textbox', { name: 'Label (French)' }), { target: { value: 'Échelle' } });
    fireEvent.click(within(added).getByRole('checkbox', { name: 'Photo required on a fail' }));
    fireEvent.click(within(siteSection()).getByRole('button', { name: 'Move item 2 up' }));
    expect(within(siteSection()).getByRole('group', { name: 'Item 1: Ladder' })).toBeTruthy();
    expect(within(siteSection()).getByRole('button', { name: 'Move item 1 up' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sentBody(fetchMock, 'PUT', '/api/inspection_forms/2')).toBeDefined());
    const sent = sentBody(fetchMock, 'PUT', '/api/inspection_forms/2') as ReturnType<typeof draftBody>;
    expect(sent.sections.map((part) => part.items.map((item) => item.key))).toEqual([
      ['air_brakes'],
      ['operator_2', 'operator_1'],
    ]);
    expect(sent.sections[1]!.items[0]).toEqual({
      key: 'operator_2',
      label: 'Ladder',
      label_fr: 'Échelle',
      help: null,
      help_fr: null,
      answer_kind: 'pass_fail',
      na_allowed: false,
      unit: null,
      min: null,
      max: null,
      photo_required_on_fail: true,
      severity: 'minor',
      defects: [],
      equipment_item: null,
    });
    expect(Object.keys(sent.sections[0]!)).toEqual(['key', 'title', 'title_fr', 'items']);
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ message: 'The draft has been saved.' })),
    );
  });

  it('gives an item defect descriptions with their codes and classes instead of one class', async () => {
    const fetchMock = stubApi([
      ...baseRoutes,
      {
        method: 'PUT',
        path: '/api/inspection_forms/2',
        body: { data: saaqDraft, message: 'The draft has been saved.' },
      },
    ]);
    renderEditor();
    await screen.findByRole('heading', { name: 'Circle check — heavy vehicle (SAAQ)' });
    const item = within(siteSection()).getByRole('group', { name: 'Item 1: Fire extinguisher' });
    fireEvent.click(within(item).getByRole('radio', { name: 'Defect descriptions' }));
    expect(within(item).getByText('No defect descriptions yet: add at least one.')).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Add defect description' }));
    const defect = within(item).getByRole('group', { name: 'Defect description 1' });
    fireEvent.change(within(defect).getByRole('textbox', { name: 'Code' }), { target: { value: '20.1' } });
    fireEvent.change(within(defect).getByRole('textbox', { name: 'Description (English)' }), {
      target: { value: 'Gauge in the red' },
    });
    fireEvent.change(within(defect).getByRole('textbox', { name: 'Description (French)' }), {
      target: { value: 'Manomètre dans le rouge' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sentBody(fetchMock, 'PUT', '/api/inspection_forms/2')).toBeDefined());
    const sent = sentBody(fetchMock, 'PUT', '/api/inspection_forms/2') as ReturnType<typeof draftBody>;
    expect(sent.sections[1]!.items[0]).toMatchObject({
      severity: null,
      defects: [{ code: '20.1', text: 'Gauge in the red', text_fr: 'Manomètre dans le rouge', class: 'minor' }],
    });
  });

  it('puts the server’s field messages on the nested fields they name', async () => {
    const errors = { 'sections.1.items.0.label_fr': ['The French label is required.'] };
    stubApi([
      ...baseRoutes,
      {
        method: 'PUT',
        path: '/api/inspection_forms/2',
        status: 422,
        body: { message: 'The given data was invalid.', errors },
      },
    ]);
    renderEditor();
    await screen.findByRole('heading', { name: 'Circle check — heavy vehicle (SAAQ)' });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const item = within(siteSection()).getByRole('group', { name: 'Item 1: Fire extinguisher' });
    expect(await within(item).findByText('The French label is required.')).toBeTruthy();
  });

  it('publishes after a confirm that says a new version is made and old records keep theirs', async () => {
    const fetchMock = stubApi([
      ...baseRoutes,
      {
        method: 'POST',
        path: '/api/inspection_forms/2/publish',
        body: { data: { ...saaqDraft, current_version: 2 }, message: 'The new version has been published.' },
      },
    ]);
    renderEditor();
    await screen.findByRole('heading', { name: 'Circle check — heavy vehicle (SAAQ)' });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish this form?' });
    expect(
      within(dialog).getByText(
        'Publishing makes version 2 of this form, which vehicles using it get from now on. Checklists already filled keep the version they were filled on.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish version 2' }));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ message: 'The new version has been published.' })),
    );
    expect(sentBody(fetchMock, 'POST', '/api/inspection_forms/2/publish')).toEqual({});
    // Nothing was changed, so nothing was saved before publishing.
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('opens a published version read-only from the version history', async () => {
    stubApi(baseRoutes);
    renderEditor();
    await screen.findByRole('heading', { name: 'Circle check — heavy vehicle (SAAQ)' });
    fireEvent.click(screen.getByRole('button', { name: 'Version 1 (current)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Version 1 (read-only)' });
    expect(await within(dialog).findByText('Valid for: 24 hours')).toBeTruthy();
    expect(within(dialog).getByText('Audible air leak')).toBeTruthy();
    expect(within(dialog).getByText('Fire extinguisher')).toBeTruthy();
    expect(within(dialog).queryAllByRole('textbox')).toEqual([]);
  });

  it('reads the editor in French for a French reader', async () => {
    await changeLanguage('fr');
    stubApi(baseRoutes);
    renderEditor();
    expect(await screen.findByRole('heading', { name: 'Ronde de sécurité — véhicule lourd (SAAQ)' })).toBeTruthy();
    const site = section('Section 2\u00a0: Vérifications particulières exigées par l’exploitant');
    expect(within(site).getByRole('button', { name: 'Ajouter un point' })).toBeTruthy();
    expect(within(site).getByRole('group', { name: 'Point 1\u00a0: Extincteur' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enregistrer le brouillon' })).toBeTruthy();
    expect(screen.getByText('Fuite d’air audible')).toBeTruthy();
  });

  it('makes a new form: its first save posts it and opens its own address', async () => {
    const created = {
      ...saaqDraft,
      id: 5,
      name: 'Post-trip',
      name_fr: 'Après le retour',
      sections: [],
      current_version: null,
    };
    const fetchMock = stubApi([
      ...baseRoutes,
      {
        method: 'POST',
        path: '/api/inspection_forms',
        status: 201,
        body: { data: created, message: 'The inspection form has been created.' },
      },
      { method: 'GET', path: '/api/inspection_forms/5', body: { data: created, message: 'OK' } },
    ]);
    renderEditor('/inspection-forms/new');
    expect(screen.getByRole('heading', { name: 'New inspection form' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name (English)' }), { target: { value: 'Post-trip' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name (French)' }), { target: { value: 'Après le retour' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(window.location.pathname).toBe('/inspection-forms/5'));
    const [, init] = fetchMock.mock.calls.find(
      ([url, options]) => url === '/api/inspection_forms' && options?.method === 'POST',
    )!;
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/.+/);
    expect(JSON.parse(String(init?.body))).toEqual(
      draftBody({ ...editorValues(null), name: 'Post-trip', name_fr: 'Après le retour' }),
    );
  });

  it('exports the form as a JSON file another site can import', async () => {
    const file = { format: 'fleet-ops.inspection-form', format_version: 1, form: { ...saaqDraft, is_default: false } };
    stubApi([...baseRoutes, { method: 'GET', path: '/api/inspection_forms/2/json', body: file }]);
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:form');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    renderEditor();
    await screen.findByRole('heading', { name: 'Circle check — heavy vehicle (SAAQ)' });
    fireEvent.click(screen.getByRole('button', { name: 'Export JSON' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const saved = createObjectURL.mock.calls[0]![0];
    expect(saved.type).toBe('application/json');
    expect(JSON.parse(await saved.text())).toMatchObject({ format: 'fleet-ops.inspection-form', format_version: 1 });
  });
});

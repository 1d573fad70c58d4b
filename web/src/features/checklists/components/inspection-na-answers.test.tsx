import type { ChecklistDetail, InspectionFormVersion } from '@fleet-ops/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { changeLanguage } from '../../../lib/i18n';
import {
  answerForTruck,
  completeRecord,
  driverOptions,
  sentBody,
  slow,
  submittedAnswer,
  truckVersion,
  stubFontLoading,
} from '../../../../test/checklist-inspection';
import { ChecklistAnswers } from './checklist-answers';
import { ChecklistForm } from './checklist-form';

// jsdom draws nothing on a canvas: the signature box is replaced by a button that "signs".
vi.mock('./signature-field', () => import('../../../../test/signature-field-stub'));

/** The truck's form where the coupling and the tread depth may be answered N/A (a truck without a trailer). */
const naVersion: InspectionFormVersion = {
  ...truckVersion,
  sections: truckVersion.sections.map((section) => ({
    ...section,
    items: section.items.map((item) =>
      item.key === 'coupling' || item.key === 'tread' ? { ...item, na_allowed: true } : item,
    ),
  })),
};

let fetchMock: Mock<typeof fetch>;

beforeEach(() => {
  stubFontLoading();
  fetchMock = vi.fn<typeof fetch>(async (input, init) =>
    answerForTruck(String(input), init, { version: naVersion, openDefects: [] }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const posted = () => fetchMock.mock.calls.some(([, init]) => init?.method === 'POST');

describe('N/A on a form’s items that allow it', { timeout: 60_000 }, () => {
  it('offers N/A only on those items, and sends an N/A number item without its reading', async () => {
    renderWithProviders(<ChecklistForm options={driverOptions} />);
    await screen.findByRole('switch', { name: 'Coupling devices' }, slow);
    fireEvent.change(screen.getByRole('textbox', { name: /ODM Read/ }), { target: { value: '12100' } });

    // Steering does not allow N/A: only the two items that do offer it.
    expect(screen.getAllByRole('checkbox', { name: /^Not applicable \(N\/A\)/ })).toHaveLength(2);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Not applicable (N/A): Tread depth' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Not applicable (N/A): Coupling devices' }));

    expect(screen.queryByRole('textbox', { name: /Tread depth/ })).toBeNull();
    expect(screen.getByRole('switch', { name: 'Coupling devices' }).textContent).toBe('Coupling devicesN/A');
    await completeRecord();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(posted()).toBe(true), slow);
    const body = sentBody(fetchMock)!;
    expect(JSON.parse(String(body.get('checklist')))).toEqual({ coupling: 'na', steering: 'yes', tread: 'na' });
    expect(body.get('readings')).toBeNull();
    expect(body.get('defects')).toBeNull();
  });
});

/** A stored checklist on the form: the coupling N/A, a tread depth reading, the steering failed with a note. */
const detail = {
  ...submittedAnswer(false).data,
  checklist_items: [
    { item: 'coupling', answer: 'na', severity: 'minor' },
    { item: 'steering', answer: 'no', note: 'Jams', severity: 'minor' },
    { item: 'tread', answer: 'yes', reading: 12.5, severity: 'minor' },
  ],
  form_version: { name: 'Circle check', name_fr: 'Ronde de sécurité', version: 2, sections: naVersion.sections },
} as ChecklistDetail;

describe('ChecklistAnswers on a checklist filled on a form', { timeout: 60_000 }, () => {
  it('lists the answers under the form’s sections with N/A and each reading with its unit, in both languages', async () => {
    renderWithProviders(<ChecklistAnswers detail={detail} />);

    const rows = () => screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows()).toEqual([
      'ItemAnswer',
      'Schedule III, List 1',
      'Coupling devicesN/A',
      'SteeringJamsNo',
      'Specific verifications required by the operator',
      'Tread depthReading: 12.5 mmYes',
    ]);

    await changeLanguage('fr');
    try {
      await waitFor(() => expect(within(screen.getByRole('table')).getByText('S. O.')).toBeTruthy(), slow);
      expect(rows()).toContain('Profondeur des sculpturesLecture\u00a0: 12,5 mmOui');
      expect(rows()).toContain('Annexe III, liste 1');
    } finally {
      await changeLanguage('en');
    }
  });

  it('keeps the Pre-OP list’s items as before, without sections', () => {
    renderWithProviders(
      <ChecklistAnswers
        detail={{
          ...detail,
          form_version: null,
          checklist_items: [{ item: 'tires', answer: 'yes', severity: 'major' }],
        }}
      />,
    );

    expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual(['ItemAnswer', 'TiresYes']);
  });
});

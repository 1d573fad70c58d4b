import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { stubApi } from '../../../../test/stub-api';
import { ChecklistItemClassesSection } from './checklist-item-classes';

const classes = [
  { item: 'brakes_and_hand_brakes', label: 'Brakes and Hand Brake', severity: 'major', vehicle_parent_type: null },
  { item: 'horn', label: 'Horn', severity: 'minor', vehicle_parent_type: null },
  { item: 'horn', label: 'Horn', severity: 'major', vehicle_parent_type: 'Heavy Duty Truck' },
];

let fetchMock: Mock<typeof fetch>;
let show: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  show = vi.spyOn(notifications, 'show').mockReturnValue('toast');
  fetchMock = stubApi([
    { method: 'GET', path: '/api/checklist_items', body: { data: classes, message: 'OK' } },
    {
      method: 'PUT',
      path: '/api/checklist_items',
      body: { data: classes, message: 'Checklist item classes have been saved.' },
    },
  ]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const savedBody = () => {
  const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
  return JSON.parse(String(put[1]!.body)) as unknown;
};

describe('ChecklistItemClassesSection', { timeout: 20_000 }, () => {
  it('saves only what differs from the defaults, with every class for a vehicle type', async () => {
    renderWithProviders(<ChecklistItemClassesSection />);
    const brakes = await screen.findByRole('radiogroup', { name: 'Class of Brakes and Hand Brake' });
    fireEvent.click(within(brakes).getByRole('radio', { name: 'Minor' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Checklist item classes have been saved.' }),
      ),
    );
    expect(savedBody()).toEqual({
      items: [
        { item: 'brakes_and_hand_brakes', severity: 'minor' },
        { item: 'horn', severity: 'major', vehicle_parent_type: 'Heavy Duty Truck' },
      ],
    });
  });

  it('removes a vehicle type’s class before saving', async () => {
    renderWithProviders(<ChecklistItemClassesSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove the class of Horn for Heavy Duty Truck' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(savedBody()).toEqual({ items: [] }));
  });
});

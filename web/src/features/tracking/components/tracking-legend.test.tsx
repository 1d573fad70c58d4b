import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import '../i18n';
import { TrackingLegend } from './tracking-legend';

describe('TrackingLegend', () => {
  it('explains the day codes, then the equipment icons, a tinted row and the location codes', () => {
    renderWithProviders(<TrackingLegend />);
    const days = screen.getByRole('note', { name: 'Day codes' });
    expect(within(days).getByText('Out of Town')).toBeTruthy();
    const marks = screen.getByRole('note', { name: 'Icons and colours' });
    for (const words of ['Car', 'Truck', 'Has a radio', 'Mine ready', 'ZV, CR: site location codes']) {
      expect(within(marks).getByText(words)).toBeTruthy();
    }
  });
});

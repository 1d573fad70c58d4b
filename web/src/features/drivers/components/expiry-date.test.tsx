import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import '../i18n';
import { ExpiryDate, ExpiryLegend } from './expiry-date';

describe('ExpiryDate', () => {
  it.each([
    ['expired', 'Expired'],
    ['expiring', 'Expires within 30 days'],
    ['ok', 'Valid'],
  ] as const)('marks a %s licence by colour, and says so to screen readers', (status, label) => {
    const { container } = renderWithProviders(<ExpiryDate date="2026-05-01" status={status} />);
    const chip = container.querySelector(`[data-expiry="${status}"]`);
    expect(chip?.className).toMatch(new RegExp(status));
    expect(chip?.textContent).toBe(`May 1, 2026 (${label})`);
    expect(chip?.getAttribute('title')).toBe(label);
  });
});

describe('ExpiryLegend', () => {
  it('explains the three colours in order', () => {
    const { container } = renderWithProviders(<ExpiryLegend />);
    expect(screen.getByRole('group', { name: 'Licence expiry' })).toBeTruthy();
    const chips = [...container.querySelectorAll('[data-expiry]')].map((chip) => [
      chip.getAttribute('data-expiry'),
      chip.textContent,
    ]);
    expect(chips).toEqual([
      ['expired', 'Expired'],
      ['expiring', 'Expires within 30 days'],
      ['ok', 'Valid'],
    ]);
  });
});

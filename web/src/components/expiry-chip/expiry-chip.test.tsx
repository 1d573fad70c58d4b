import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ExpiryChip, ExpiryLegend } from './expiry-chip';

const labels = { expired: 'Expired', expiring: 'Expires within 30 days', ok: 'Valid' };

function chipOf(container: HTMLElement) {
  return container.querySelector('[data-expiry]');
}

describe('ExpiryChip', () => {
  it.each([
    ['expired', 'Expired'],
    ['expiring', 'Expires within 30 days'],
  ] as const)('marks a %s date by colour, and says so to screen readers', (status, label) => {
    const { container } = renderWithProviders(<ExpiryChip text="May 1, 2026" status={status} labels={labels} />);
    expect(chipOf(container)?.className).toMatch(new RegExp(status));
    expect(chipOf(container)?.textContent).toBe(`May 1, 2026 (${label})`);
    expect(chipOf(container)?.getAttribute('title')).toBe(label);
  });

  it('leaves a valid date quiet unless asked to mark it', () => {
    const quiet = renderWithProviders(<ExpiryChip text="May 1, 2026" status="ok" labels={labels} />);
    expect(chipOf(quiet.container)?.textContent).toBe('May 1, 2026');
    expect(chipOf(quiet.container)?.getAttribute('title')).toBeNull();
    quiet.unmount();

    const marked = renderWithProviders(<ExpiryChip text="May 1, 2026" status="ok" labels={labels} markOk />);
    expect(chipOf(marked.container)?.textContent).toBe('May 1, 2026 (Valid)');
    expect(chipOf(marked.container)?.className).toMatch(/okMarked/);
  });
});

describe('ExpiryLegend', () => {
  it('explains the colours in the order given', () => {
    const { container } = renderWithProviders(
      <ExpiryLegend title="Licence expiry" labels={labels} statuses={['expired', 'expiring', 'ok']} />,
    );
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

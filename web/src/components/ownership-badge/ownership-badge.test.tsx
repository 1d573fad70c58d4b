import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { OwnershipBadge } from './ownership-badge';

describe('OwnershipBadge', () => {
  it('writes the kind in black on its light colour, so yellow and green stay readable', () => {
    const { container } = renderWithProviders(<OwnershipBadge ownership="lease" label="Lease" />);
    const badge = container.querySelector<HTMLElement>('.mantine-Badge-root');
    expect(badge?.style.getPropertyValue('--badge-color')).toBe('var(--mantine-color-black)');
    expect(badge?.style.getPropertyValue('--badge-bg')).toBe('var(--mantine-color-yellow-light)');
  });
});

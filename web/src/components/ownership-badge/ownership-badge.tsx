import { Badge } from '@mantine/core';
import type { OwnershipType } from '@fleet-ops/shared';

const ownershipColors: Record<OwnershipType, string> = { own: 'green', lease: 'yellow', rent: 'blue' };

/**
 * Own green, lease yellow, rent blue (spec 02 section 2) as the badge's light background; the
 * text is black because Mantine's yellow and green text on those backgrounds reads at under 3:1
 * (WCAG AA wants 4.5:1). Each screen names the kind in its own words.
 */
export function OwnershipBadge({ ownership, label }: { ownership: OwnershipType; label: string }) {
  return (
    <Badge color={ownershipColors[ownership]} variant="light" style={{ '--badge-color': 'var(--mantine-color-black)' }}>
      {label}
    </Badge>
  );
}

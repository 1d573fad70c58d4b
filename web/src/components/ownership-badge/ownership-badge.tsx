import { Badge } from '@mantine/core';
import type { OwnershipType } from '@fleet-ops/shared';

const ownershipColors: Record<OwnershipType, string> = { own: 'green', lease: 'yellow', rent: 'blue' };

/** Own green, lease yellow, rent blue (spec 02 section 2); each screen names the kind in its own words. */
export function OwnershipBadge({ ownership, label }: { ownership: OwnershipType; label: string }) {
  return (
    <Badge color={ownershipColors[ownership]} variant="light" autoContrast>
      {label}
    </Badge>
  );
}

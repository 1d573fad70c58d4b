import { Badge, type BadgeProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/** Black words: a light tint's own coloured words fail the contrast check (green is 3.8:1). */
const blackWords = { '--badge-color': 'var(--mantine-color-black)' } as CSSProperties;

/** A status on a light tint of its colour, in black words every reader can make out. */
export function TintedBadge({ color, children, ...props }: { color: string; children: ReactNode } & BadgeProps) {
  return (
    <Badge color={color} variant="light" style={blackWords} {...props}>
      {children}
    </Badge>
  );
}

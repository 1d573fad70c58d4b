import { em, px, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * True below Mantine's `sm` breakpoint, where a list that can draw its rows as cards does so.
 * Known on the first render, so a phone never flashes the table first.
 */
export function useCardLayout(): boolean {
  const theme = useMantineTheme();
  const below = em(Number(px(theme.breakpoints.sm)) - 0.02);
  return useMediaQuery(`(max-width: ${below})`, false, { getInitialValueInEffect: false });
}

import type { CSSProperties } from 'react';

/** The colour a row has until someone chooses one: no tint, the table's own stripes show. */
export const defaultRowColor = '#ffffff';

/**
 * A chosen row colour (#rrggbb) as the row's style: a light tint with a solid edge, not a solid
 * fill, so the row's dark text stays readable whatever colour was chosen. White and anything that
 * is not a colour leave the row as it is.
 */
export function rowColorStyle(color: string): CSSProperties | undefined {
  const chosen = color.toLowerCase();
  if (chosen === defaultRowColor || !/^#[0-9a-f]{6}$/.test(chosen)) return undefined;
  return { backgroundColor: `color-mix(in srgb, ${chosen} 28%, white)`, boxShadow: `inset 4px 0 0 ${chosen}` };
}

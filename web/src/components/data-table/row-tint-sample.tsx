import { rowColorStyle } from './row-color';

/** A small swatch drawn as the table tints a row of that colour: a legend's marker for it. */
export function RowTintSample({ color }: { color: string }) {
  return <span style={{ ...rowColorStyle(color), display: 'inline-block', width: 26, height: 18, borderRadius: 3 }} />;
}

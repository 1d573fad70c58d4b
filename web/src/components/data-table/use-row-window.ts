import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Lists up to this many rows draw them all; longer ones draw those in view (issue 33). */
const windowedFrom = 40;
/** Rows drawn past each edge of the window, so scrolling and tabbing meet drawn rows. */
const overscan = 10;
/** Rows drawn before the table has been measured: a screenful at the usual row height. */
const firstDrawn = 30;
/** A row's height before one is measured (a one-line row at the table's spacing). */
const estimatedRowHeight = 45;

export type RowWindow = {
  /** Rows `start` to `end - 1` are drawn; the others are spaces of the rows' height. */
  start: number;
  end: number;
  spaceAbove: number;
  spaceBelow: number;
};

/**
 * Which rows of a long table are near the browser's window, following its scrolling: a 100-row
 * Home page drew 3,068 elements, most of them below the fold. The rows drawn and the spaces
 * around them keep the table's height, so the page does not jump. `start` stays odd when rows are
 * left out above: the space above is a row too, and the stripes (every odd row) keep their rows.
 * Answers the rows to draw, and the ref the table's body takes to be measured.
 */
export function useRowWindow(count: number, enabled: boolean): [RowWindow, RefObject<HTMLTableSectionElement | null>] {
  const body = useRef<HTMLTableSectionElement>(null);
  const windowed = enabled && count > windowedFrom;
  const [range, setRange] = useState({ start: 0, end: firstDrawn, rowHeight: estimatedRowHeight });

  useLayoutEffect(() => {
    if (!windowed) return;
    const update = () => {
      const tbody = body.current;
      if (!tbody) return;
      const drawn = tbody.querySelectorAll<HTMLElement>('tr[aria-rowindex]');
      const measured =
        drawn.length > 0
          ? (drawn[drawn.length - 1]!.getBoundingClientRect().bottom - drawn[0]!.getBoundingClientRect().top) /
            drawn.length
          : 0;
      const top = tbody.getBoundingClientRect().top;
      setRange((current) => {
        const height = measured > 0 ? measured : current.rowHeight;
        let start = Math.max(0, Math.floor(-top / height) - overscan);
        if (start > 0 && start % 2 === 0) start -= 1;
        const end = Math.min(count, Math.max(start + 1, Math.ceil((window.innerHeight - top) / height) + overscan));
        const same = current.start === start && current.end === end && current.rowHeight === height;
        return same ? current : { start, end, rowHeight: height };
      });
    };
    update();
    // Any scrolling box may move the table (the page, the app shell's main area): listen to them all.
    document.addEventListener('scroll', update, { capture: true, passive: true });
    window.addEventListener('resize', update);
    return () => {
      document.removeEventListener('scroll', update, { capture: true });
      window.removeEventListener('resize', update);
    };
  }, [windowed, count]);

  if (!windowed) return [{ start: 0, end: count, spaceAbove: 0, spaceBelow: 0 }, body];
  const start = Math.min(range.start, count);
  const end = Math.min(Math.max(range.end, start), count);
  return [{ start, end, spaceAbove: start * range.rowHeight, spaceBelow: (count - end) * range.rowHeight }, body];
}

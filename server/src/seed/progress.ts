/** Where the seed reports how far it got: a bar on a terminal, a line per tenth in a log. */
export type Progress = {
  /** A new phase, measured in `total` steps. */
  phase: (label: string, total: number) => void;
  step: (count?: number) => void;
  rowsWritten: (count: number) => void;
  done: () => void;
};

export const silentProgress: Progress = { phase: () => {}, step: () => {}, rowsWritten: () => {}, done: () => {} };

const barWidth = 28;

/** A one-line progress bar on `stream` (stderr), redrawn at most ten times a second. */
export function progressBar(stream: NodeJS.WriteStream = process.stderr): Progress {
  const started = Date.now();
  const interactive = stream.isTTY === true;
  let label = '';
  let total = 1;
  let current = 0;
  let rows = 0;
  let lastDraw = 0;
  let lastTenth = -1;

  const line = () => {
    const share = Math.min(1, current / total);
    const filled = Math.round(share * barWidth);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    return `[${'#'.repeat(filled)}${'.'.repeat(barWidth - filled)}] ${String(Math.round(share * 100)).padStart(3)}% ${label} ${current}/${total} · ${rows.toLocaleString('en-US')} rows · ${seconds} s`;
  };
  const draw = (force = false) => {
    if (interactive) {
      if (!force && Date.now() - lastDraw < 100) return;
      lastDraw = Date.now();
      stream.write(`\r${line()}\u001b[K`);
      return;
    }
    const tenth = Math.floor((current / total) * 10);
    if (force || tenth !== lastTenth) {
      lastTenth = tenth;
      stream.write(`${line()}\n`);
    }
  };

  return {
    phase: (name, steps) => {
      if (interactive && label) stream.write(`\r${line()}\u001b[K\n`);
      label = name;
      total = Math.max(1, steps);
      current = 0;
      lastTenth = -1;
      draw(true);
    },
    step: (count = 1) => {
      current += count;
      draw();
    },
    rowsWritten: (count) => {
      rows += count;
      draw();
    },
    done: () => {
      current = total;
      draw(true);
      if (interactive) stream.write('\n');
    },
  };
}

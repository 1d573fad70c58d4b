/**
 * Rows written so far by the imports this process is running. The count cannot live in the
 * database: rows written inside the import's transaction are invisible to everyone else until it
 * ends. Another instance reports a running import as `importing` with the stored count (0).
 */
const rowsDoneByRun = new Map<number, number>();

export const importProgress = {
  set: (runId: number, rowsDone: number) => void rowsDoneByRun.set(runId, rowsDone),
  get: (runId: number) => rowsDoneByRun.get(runId),
  end: (runId: number) => void rowsDoneByRun.delete(runId),
};

import type * as schemas from './checklist-schemas';

type ChecklistSchemas = typeof schemas;

let loading: Promise<ChecklistSchemas> | undefined;

/** The checklist's zod schemas (checklist-schemas.ts), downloaded once; asked again after a failed download. */
export function checklistSchemas(): Promise<ChecklistSchemas> {
  loading ??= import('./checklist-schemas').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

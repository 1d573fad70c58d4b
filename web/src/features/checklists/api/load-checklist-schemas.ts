import { firstScreenShown } from '../../../lib/after-first-screen';
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

/** Downloads them once the first screen is shown, so they are there before the driver needs them. */
export function preloadChecklistSchemas(): void {
  void firstScreenShown().then(checklistSchemas);
}

import type { ChecklistFormMode, ChecklistFormOptions, InspectionState } from '@fleet-ops/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dataAnswer, flag, integer, listOf, oneOf, optional, shape, text, type Check } from '../../../lib/light-checks';
import { checklistsQueryKey } from './checklists-query-key';

type FormVehicle = ChecklistFormOptions['vehicles'][number];
type OpenDefect = FormVehicle['open_defects'][number];

/** Every mode once: the compiler keeps it in step with the shared `checklistFormModes`. */
const modes: Record<ChecklistFormMode, true> = { driver: true, supervisor: true, admin: true };
const severities: Record<OpenDefect['severity'], true> = { major: true, minor: true };

/** Every inspection state once (issue 36), as `modes`: no value import of shared, which brings zod. */
const states: Record<InspectionState, true> = { valid: true, expired: true, out_of_service: true };
const textOrNull: Check<string | null> = (value) => (value === null ? null : text(value));

const idAndName = shape<{ id: number; name: string }>({ id: integer, name: text });

/**
 * `dataResponse(checklistFormOptions)` without zod: the checklist's first call is read before zod
 * has downloaded (get-checklist-form-options.test.ts holds it to the shared schema).
 */
export const checklistFormOptionsAnswer = dataAnswer(
  shape<ChecklistFormOptions>({
    mode: oneOf(Object.keys(modes) as ChecklistFormMode[]),
    today: text,
    earliest_date: text,
    may_backdate: flag,
    vehicles: listOf(
      shape<FormVehicle>({
        id: optional(integer),
        equipment_number: text,
        vehicle_type: text,
        driver_ids: listOf(integer),
        out_of_service: flag,
        open_defects: listOf(
          shape<OpenDefect>({ item: text, severity: oneOf(Object.keys(severities) as OpenDefect['severity'][]) }),
        ),
        // Issue 36: the driving gate (missing in a phone's older cached answer).
        inspection_state: optional(oneOf(Object.keys(states) as InspectionState[])),
        inspection_valid_until: optional(textOrNull),
      }),
    ),
    locations: listOf(idAndName),
    require_every_item: flag,
    operators: listOf(idAndName),
  }),
);

/** `GET api/checklist/form_options`: the caller's vehicles and operators, and today in the business timezone. */
export async function getChecklistFormOptions(signal?: AbortSignal) {
  const response = await api.get('/api/checklist/form_options', checklistFormOptionsAnswer, { signal });
  return response.data;
}

export function checklistFormOptionsQueryOptions() {
  return queryOptions({
    queryKey: [...checklistsQueryKey, 'form-options'] as const,
    queryFn: ({ signal }) => getChecklistFormOptions(signal),
    staleTime: 60 * 1000,
  });
}

export function useChecklistFormOptions() {
  return useQuery(checklistFormOptionsQueryOptions());
}

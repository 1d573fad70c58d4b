import { valueLabel, type Defect, type DefectDetail } from '@fleet-ops/shared';

/**
 * For tests: a defect answer as `GET api/defects` gives it (an open minor on E-44's lights unless
 * told); its French label is the Pre-OP list's, as the server gives it for an item not on a form.
 */
export function aDefect(overrides: Partial<Defect> = {}): Defect {
  const item = overrides.item ?? 'lights';
  return {
    item_label_fr: valueLabel('checklistItem', item, 'fr'),
    id: 7,
    vehicle_id: 44,
    equipment_number: 'E-44',
    item: 'lights',
    item_label: 'Lights',
    severity: 'minor',
    code: null,
    status: 'open',
    reported_at: '2026-11-15 08:00:00',
    due_at: '2026-11-17 08:00:00',
    overdue: false,
    checklist_id: 300,
    occurrences: 1,
    acknowledged_by: null,
    acknowledged_at: null,
    repaired_by: null,
    repaired_at: null,
    repair_notes: null,
    repair_cost: null,
    verified_by: null,
    verified_at: null,
    closed_by: null,
    closed_at: null,
    close_reason: null,
    ...overrides,
  };
}

/** For tests: `GET api/defects/:id`'s answer, with its first report and its history. */
export function aDefectDetail(overrides: Partial<DefectDetail> = {}): DefectDetail {
  return {
    ...aDefect(),
    occurrence_list: [
      {
        id: 1,
        checklist_id: 300,
        remarks: 'Left headlight out',
        code: null,
        reported_by: null,
        reported_by_name: null,
        reported_at: '2026-11-15 08:00:00',
      },
    ],
    history: [{ action: 'create', actor_id: 5, actor_name: 'Dan Driver', at: '2026-11-15 08:00:00' }],
    repair_photos: [],
    report_photos: [],
    ...overrides,
  };
}

import type { InspectionFormVersion, InspectionItem } from '@fleet-ops/shared';
import type { DefectReportRequest } from '../api/report-defect';

/** "Other": a defect the item's descriptions do not name, told in the note. */
export const otherDefect = 'other';

/** The report form as typed: ids and codes as the selects hold them. */
export type ReportValues = { vehicle_id: string; item: string; choice: string; note: string };

export const emptyReport = (vehicleId = ''): ReportValues => ({
  vehicle_id: vehicleId,
  item: '',
  choice: '',
  note: '',
});

/** What the shared schema checks: the chosen description as `code`, none for "Other". */
export function checkedValues(values: ReportValues) {
  return {
    vehicle_id: values.vehicle_id,
    item: values.item,
    code: values.choice === otherDefect ? '' : values.choice,
    note: values.note,
  };
}

export function reportRequest(values: ReportValues, form: InspectionFormVersion | undefined): DefectReportRequest {
  const code = values.choice && values.choice !== otherDefect ? values.choice : undefined;
  const note = values.note.trim() || undefined;
  return {
    vehicle_id: Number(values.vehicle_id),
    item: values.item,
    ...(code ? { code } : {}),
    ...(note ? { note } : {}),
    ...(form ? { form_version_id: form.id } : {}),
  };
}

/** Every item of the form, in its sections' order. */
export function formItems(form: InspectionFormVersion | undefined): InspectionItem[] {
  return form?.sections.flatMap((section) => section.items) ?? [];
}

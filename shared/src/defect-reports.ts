import { z } from 'zod';
import { pickedId } from './amount-fields.js';
import { optionalClientRequestId, optionalText, requiredText } from './fields.js';
import { checklistFormFields } from './inspection-forms.js';
import { reportExportQuery, reportRangeRequest } from './reports.js';

/**
 * Reporting a defect at any time, without a whole inspection (issue 36, `POST api/defects`): the
 * vehicle, the item of its inspection form, the defect description found (`code`) or a note
 * ("Other"), and photos. It opens a defect as a failed item does.
 */

export const defectReportMessages = {
  created: 'The defect has been reported.',
  vehicleRequired: 'Choose a vehicle.',
  vehicleUnknown: 'Choose one of your vehicles.',
  itemRequired: 'Choose an item.',
  itemUnknown: 'Choose an item of this vehicle’s inspection form.',
  codeUnknown: 'Choose one of this item’s defects.',
  codeOrNote: 'Choose a defect, or choose Other and describe it in a note.',
} as const;

/** Photos of a report: under `photos` (or `photos[]`), the checklist photos' limits (5, PNG or JPEG, 10 MB). */
export const defectReportPhotoField = 'photos';

export const defectReportForm = z
  .object({
    vehicle_id: pickedId(defectReportMessages.vehicleRequired, defectReportMessages.vehicleUnknown),
    item: requiredText(defectReportMessages.itemRequired).pipe(z.string().max(60)),
    /** The defect description found on the item; without one the note says what is wrong. */
    code: optionalText(20),
    note: optionalText(500),
    /** The form version the phone showed (the vehicle's current one, or the previous for 24 h). */
    form_version_id: checklistFormFields.form_version_id,
    client_id: optionalClientRequestId,
  })
  .superRefine((value, context) => {
    if (value.code === undefined && value.note === undefined) {
      context.addIssue({ code: 'custom', path: ['note'], message: defectReportMessages.codeOrNote });
    }
  });
export type DefectReportInput = z.output<typeof defectReportForm>;

/**
 * The Defects report's body (`POST api/reports/defects`): the range, and optionally one defect code
 * (`1.A`) to count alone. (Here rather than beside the report: `reports.ts` re-exports that module.)
 */
export const defectsReportRequest = reportRangeRequest.safeExtend({ code: optionalText(20) });
export type DefectsReportRange = z.output<typeof defectsReportRequest>;
/** Its export's query: the range, the search and the code. */
export const defectsReportExportQuery = reportExportQuery.safeExtend({ code: optionalText(20) });

/** Inspection forms (issue 36): the forms list's call, which Home's checklist list filters by. */
export { useInspectionForms } from './api/inspection-forms';

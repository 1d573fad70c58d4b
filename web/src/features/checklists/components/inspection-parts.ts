/**
 * What a vehicle's own inspection form adds to the checklist (issue 36), loaded in a chunk of its
 * own when a vehicle has a form or open defects: the driver page's first load stays at its budget.
 */
import '../inspection-i18n';

export { DoNotOperateAlert } from './do-not-operate';
export { InspectionItems } from './inspection-items';
export { OpenDefectsList } from './open-defects-list';

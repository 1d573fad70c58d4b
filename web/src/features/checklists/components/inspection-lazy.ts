import { lazy } from 'react';
import { withTranslations } from '../../../lib/i18n';

// A vehicle's own form, its open defects and "Do not operate" load in their own chunk (issue 36):
// a vehicle on the Pre-OP form with nothing open never downloads them.
const parts = () => withTranslations(import('./inspection-parts'));
export const InspectionItems = lazy(() => parts().then((module) => ({ default: module.InspectionItems })));
export const OpenDefectsList = lazy(() => parts().then((module) => ({ default: module.OpenDefectsList })));
export const DoNotOperateAlert = lazy(() => parts().then((module) => ({ default: module.DoNotOperateAlert })));

/**
 * Records that cannot vanish (issue 37): the retention periods on Settings, the vehicle record's
 * disposal and inspector's file, and the inspector's file form of Reports. The app's routes
 * compose the sections (components/*.tsx).
 */
export { recordsNamespace } from './i18n';

/** Inspection forms (issue 36): forms, drafts and published versions; which version a vehicle uses. */
export { vehicleFormVersion, getVersion } from './read.js';
export {
  checkedReadings,
  checkNotApplicable,
  chosenDefectClasses,
  chosenDefects,
  submissionForm,
  withReadings,
  type SubmissionForm,
} from './submission.js';

import { paths } from '../config/paths';

/**
 * The addresses the field app serves (field-router.tsx): the screens a driver or supervisor opens
 * on a phone. index.html's landing script starts the field app for a signed-in driver or supervisor
 * on one of them, and the office app otherwise (build-plugins/field-app.ts).
 */
export const fieldPaths = [
  paths.root,
  paths.login,
  paths.dashboard,
  paths.checklists,
  paths.crewDefects,
  paths.crewDefect,
  paths.reportDefect,
  paths.addFuel,
  paths.qrStart,
];

/** One pattern for every field address (`:id` stands for one segment), written for the landing script too. */
export const fieldPathPattern = `^(${fieldPaths.map((path) => path.replace(/:\w+/g, '[^/]+')).join('|')})$`;

const fieldPath = new RegExp(fieldPathPattern);

/** Whether the field app serves the address's screen (its query string aside). */
export function isFieldPath(address: string): boolean {
  return fieldPath.test(address.split(/[?#]/)[0] ?? '');
}

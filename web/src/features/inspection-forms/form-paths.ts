import { paths } from '../../config/paths';

/** The editor of one form, or of a new one. */
export function inspectionFormPath(id: number | 'new'): string {
  return `${paths.inspectionForms}/${id}`;
}

import { inspectionFormColumns } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { fileColumns, type FileExport } from '../../lib/file-export/index.js';
import { draftMatchesVersion } from './present.js';
import { listFormsAfter, type FormWithLatest } from './queries.js';

const columns = fileColumns(inspectionFormColumns, {
  name: (entry: FormWithLatest) => entry.form.name,
  kind: (entry) => entry.form.kind,
  validity: (entry) => entry.form.validity,
  current_version: (entry) => entry.latest?.version ?? null,
  published_at: (entry) => entry.latest?.publishedAt ?? null,
  is_default: (entry) => entry.form.isDefault,
  regulated: (entry) => entry.form.regulated,
  unpublished_changes: (entry) => !draftMatchesVersion(entry.form, entry.latest),
  name_fr: (entry) => entry.form.nameFr,
  vehicle_parent_types: (entry) => entry.form.appliesTo.vehicle_parent_types.join(', '),
  vehicle_count: (entry) => entry.form.appliesTo.vehicle_ids.length,
  updated_at: (entry) => entry.form.updatedAt,
});

/** Every form matching the list's search, oldest first. */
export function inspectionFormExport(context: AppContext, searchText: string | undefined): FileExport<FormWithLatest> {
  return {
    name: 'inspection-forms',
    columns,
    read: (previous, limit) => listFormsAfter(context.db, searchText, previous, limit),
  };
}

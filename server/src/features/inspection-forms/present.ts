import type {
  InspectionFormDraft,
  InspectionFormRow,
  InspectionFormVersion,
  InspectionSection,
} from '@fleet-ops/shared';
import type { FormRow, FormWithLatest, VersionRow } from './queries.js';

/** JSON with every object's keys sorted: jsonb hands keys back in its own order, so text compares only this way. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** What a version freezes of a draft: publishing the same again would make a version that changes nothing. */
function publishedContent(source: Pick<FormRow, 'name' | 'nameFr' | 'kind' | 'validity'> & { sections: unknown }) {
  return canonicalJson([source.name, source.nameFr, source.kind, source.validity, source.sections]);
}

export function draftMatchesVersion(form: FormRow, version: VersionRow | null | undefined): boolean {
  return version ? publishedContent(form) === publishedContent(version) : false;
}

export function toVersion(row: VersionRow): InspectionFormVersion {
  return {
    id: row.id,
    form_id: row.formId,
    version: row.version,
    name: row.name,
    name_fr: row.nameFr,
    kind: row.kind,
    validity: row.validity,
    sections: row.sections,
    published_at: row.publishedAt.toISOString(),
    published_by: row.publishedBy,
  };
}

export function toRow({ form, latest }: FormWithLatest): InspectionFormRow {
  return {
    id: form.id,
    name: form.name,
    name_fr: form.nameFr,
    kind: form.kind,
    validity: form.validity,
    applies_to: {
      vehicle_parent_types: form.appliesTo.vehicle_parent_types,
      vehicle_ids: form.appliesTo.vehicle_ids,
    },
    is_default: form.isDefault,
    built_in: form.builtIn,
    regulated: form.regulated,
    current_version: latest?.version ?? null,
    published_at: latest?.publishedAt.toISOString() ?? null,
    unpublished_changes: !draftMatchesVersion(form, latest),
    updated_at: form.updatedAt.toISOString(),
  };
}

export function toDraft(entry: FormWithLatest): InspectionFormDraft {
  return {
    ...toRow(entry),
    description: entry.form.description,
    description_fr: entry.form.descriptionFr,
    sections: entry.form.sections satisfies InspectionSection[],
  };
}

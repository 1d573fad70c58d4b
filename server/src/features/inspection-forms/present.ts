import type {
  InspectionFormDraft,
  InspectionFormRow,
  InspectionFormVersion,
  InspectionSection,
} from '@fleet-ops/shared';
import type { Clock } from '../../lib/clock.js';
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

/** Date-times are answered as the rest of the API writes them: `YYYY-MM-DD HH:mm:ss` in the business timezone. */
export function toVersion(row: VersionRow, builtIn: string | null, clock: Clock): InspectionFormVersion {
  return {
    id: row.id,
    form_id: row.formId,
    version: row.version,
    name: row.name,
    name_fr: row.nameFr,
    kind: row.kind,
    validity: row.validity,
    built_in: builtIn,
    sections: row.sections,
    published_at: clock.formatDateTime(row.publishedAt),
    published_by: row.publishedBy,
  };
}

export function toRow({ form, latest }: FormWithLatest, clock: Clock): InspectionFormRow {
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
    published_at: latest ? clock.formatDateTime(latest.publishedAt) : null,
    unpublished_changes: !draftMatchesVersion(form, latest),
    updated_at: clock.formatDateTime(form.updatedAt),
  };
}

export function toDraft(entry: FormWithLatest, clock: Clock): InspectionFormDraft {
  return {
    ...toRow(entry, clock),
    description: entry.form.description,
    description_fr: entry.form.descriptionFr,
    sections: entry.form.sections satisfies InspectionSection[],
  };
}

import {
  inspectionFormFileFormat,
  inspectionFormMessages as messages,
  type InspectionFormDraft,
  type InspectionFormFileAnswer,
  type InspectionFormListQuery,
  type InspectionFormRow,
  type InspectionFormVersion,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { scopeVehicleIds } from '../../lib/crew-scope.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { ListPage, PageRequest } from '../../lib/pagination.js';
import type { CurrentUser } from '../../plugins/authentication.js';
import type { Database } from '../../db/client.js';
import { findVehicleRow, type VehicleRow } from '../vehicles/index.js';
import { toDraft, toRow, toVersion } from './present.js';
import { findForm, findVersion, listFormPage, listPublishedForms, type FormWithLatest } from './queries.js';

export async function listForms(
  context: AppContext,
  query: InspectionFormListQuery,
  page: PageRequest,
): Promise<ListPage<InspectionFormRow>> {
  const { rows, total } = await listFormPage(context.db, query.searchText, page);
  return { rows: rows.map((row) => toRow(row, context.clock)), total };
}

export async function requireForm(context: AppContext, id: number): Promise<FormWithLatest> {
  const entry = await findForm(context.db, id);
  if (!entry) throw new AppError('not_found', messages.notFound);
  return entry;
}

export async function getDraft(context: AppContext, id: number): Promise<InspectionFormDraft> {
  return toDraft(await requireForm(context, id), context.clock);
}

/** A published version: anyone signed in may read one, since old records render with theirs. */
export async function getVersion(context: AppContext, formId: number, version: number): Promise<InspectionFormVersion> {
  const [row, entry] = await Promise.all([findVersion(context.db, formId, version), findForm(context.db, formId)]);
  if (!row || !entry) throw new AppError('not_found', messages.versionNotFound);
  return toVersion(row, entry.form.builtIn, context.clock);
}

/**
 * The version a vehicle is inspected on now: the form that names the vehicle, else the one for its
 * parent type, else the default; forms never published are passed over. The caller must be one
 * who may inspect the vehicle (crew scope): another crew's vehicle is a 404, as an unknown id.
 */
export async function vehicleFormVersion(
  context: AppContext,
  caller: CurrentUser,
  vehicleId: number,
): Promise<InspectionFormVersion> {
  const vehicle = await findVehicleRow(context.db, vehicleId);
  if (!vehicle) throw notFound('Vehicle');
  if (caller.role !== 'admin' && !(await scopeVehicleIds(context, caller)).includes(vehicleId)) {
    throw notFound('Vehicle');
  }
  const chosen = await currentFormOf(context.db, vehicle);
  if (!chosen?.latest) throw new AppError('not_found', messages.noPublishedVersion);
  return toVersion(chosen.latest, chosen.form.builtIn, context.clock);
}

/** The published form a vehicle uses now: the one naming it, else its type's, else the default. */
export async function currentFormOf(db: Database, vehicle: Pick<VehicleRow, 'id' | 'vehicleParentType'>) {
  const forms = await listPublishedForms(db);
  return (
    forms.find(({ form }) => form.appliesTo.vehicle_ids.includes(vehicle.id)) ??
    forms.find(({ form }) => form.appliesTo.vehicle_parent_types.includes(vehicle.vehicleParentType)) ??
    forms.find(({ form }) => form.isDefault)
  );
}

/** The JSON file of a form's draft, for another site to import: who it applies to stays behind. */
export async function formFile(
  context: AppContext,
  id: number,
): Promise<{ name: string; file: InspectionFormFileAnswer }> {
  const { form } = await requireForm(context, id);
  const slug =
    form.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'form';
  return {
    name: `inspection-form-${slug}.json`,
    file: {
      format: inspectionFormFileFormat,
      format_version: 1,
      form: {
        name: form.name,
        name_fr: form.nameFr,
        description: form.description,
        description_fr: form.descriptionFr,
        kind: form.kind,
        validity: form.validity,
        applies_to: { vehicle_parent_types: [], vehicle_ids: [] },
        is_default: false,
        sections: form.sections.map(({ regulated: _regulated, ...section }) => section),
      },
    },
  };
}

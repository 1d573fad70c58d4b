import {
  inspectionFormMessages as messages,
  parentTypeRuleTakenMessage,
  vehicleRuleTakenMessage,
  type InspectionAppliesTo,
  type InspectionSection,
  type InspectionSectionInput,
} from '@fleet-ops/shared';
import type { Database } from '../../db/client.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { canonicalJson } from './present.js';
import { existingVehicleIds, listOtherForms, type FormRow } from './queries.js';

const ordinary = (section: InspectionSectionInput): InspectionSection => ({ ...section, regulated: false });

function withoutFlag({ regulated: _regulated, ...section }: InspectionSection): InspectionSectionInput {
  return section;
}

/**
 * The sections to store. An ordinary form takes the request's sections. A regulated form (the
 * SAAQ list) keeps its regulated sections exactly as stored, in place, and the heading of its last
 * section; only that section's items change (RSSVR s. 192: the operator's own items go there).
 */
export function sectionsToStore(
  form: Pick<FormRow, 'regulated' | 'sections'> | undefined,
  input: InspectionSectionInput[],
): InspectionSection[] {
  if (!form?.regulated) return input.map(ordinary);
  const stored = form.sections;
  const same = (index: number) => {
    const kept = stored[index]!;
    const sent = input[index];
    if (!sent) return false;
    if (kept.regulated) return canonicalJson(withoutFlag(kept)) === canonicalJson(sent);
    return kept.key === sent.key && kept.title === sent.title && kept.title_fr === sent.title_fr;
  };
  if (input.length !== stored.length || !stored.every((_section, index) => same(index))) {
    throw fieldError('sections', messages.regulatedUnchanged);
  }
  return stored.map((section, index) => (section.regulated ? section : ordinary(input[index]!)));
}

/**
 * Which vehicles a form is for: every chosen vehicle exists, and no vehicle or vehicle type is
 * named by two forms, so the form a vehicle uses is never a tie (vehicle, then type, then default).
 */
export async function checkAppliesTo(
  db: Database,
  form: Pick<FormRow, 'id' | 'appliesTo'> | undefined,
  appliesTo: InspectionAppliesTo,
) {
  const formId = form?.id ?? null;
  const sent = [...new Set(appliesTo.vehicle_ids)];
  const found = new Set(await existingVehicleIds(db, sent));
  // A vehicle deleted since the form named it drops out quietly; a new unknown id is refused.
  const named = new Set(form?.appliesTo.vehicle_ids ?? []);
  if (sent.some((id) => !found.has(id) && !named.has(id))) {
    throw fieldError('applies_to.vehicle_ids', messages.vehicleUnknown);
  }
  const ids = sent.filter((id) => found.has(id));
  const types = new Set(appliesTo.vehicle_parent_types);
  for (const other of await listOtherForms(db, formId)) {
    if (other.appliesTo.vehicle_ids.some((id) => found.has(id))) {
      throw fieldError('applies_to.vehicle_ids', vehicleRuleTakenMessage(other.name));
    }
    if (other.appliesTo.vehicle_parent_types.some((type) => types.has(type))) {
      throw fieldError('applies_to.vehicle_parent_types', parentTypeRuleTakenMessage(other.name));
    }
  }
  return { vehicle_parent_types: [...types], vehicle_ids: ids };
}

/** The default form cannot stop being the default by itself: another form takes it over. */
export function checkDefault(form: Pick<FormRow, 'isDefault'> | undefined, isDefault: boolean): void {
  if (form?.isDefault && !isDefault)
    throw new AppError('validation', messages.defaultRequired, { is_default: [messages.defaultRequired] });
}

export function itemCount(sections: InspectionSection[]): number {
  return sections.reduce((total, section) => total + section.items.length, 0);
}

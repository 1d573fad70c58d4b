import {
  inspectionFormMessages as messages,
  type InspectionFormDraft,
  type InspectionFormFile,
  type InspectionFormInput,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { runOnce, type IdempotencyClaim, type KeepKey, type Outcome } from '../../lib/idempotency.js';
import type { CurrentUser } from '../../plugins/authentication.js';
import { draftMatchesVersion } from './present.js';
import {
  clearOtherDefaults,
  insertForm,
  insertVersion,
  latestVersion,
  lockForm,
  updateForm,
  type FormRow,
} from './queries.js';
import { getDraft } from './read.js';
import { checkAppliesTo, checkDefault, itemCount, sectionsToStore } from './rules.js';

/** The stored draft of a request, checked against the form as it stands (`form` is absent for a new one). */
async function draftValues(transaction: Database, form: FormRow | undefined, input: InspectionFormInput) {
  checkDefault(form, input.is_default);
  const sections = sectionsToStore(form, input.sections);
  const appliesTo = await checkAppliesTo(transaction, form, input.applies_to);
  return {
    name: input.name,
    nameFr: input.name_fr,
    description: input.description,
    descriptionFr: input.description_fr,
    kind: input.kind,
    validity: input.validity,
    appliesTo,
    sections,
    isDefault: input.is_default,
  };
}

async function insertDraft(context: AppContext, caller: CurrentUser, input: InspectionFormInput, keep?: KeepKey) {
  const now = context.clock.now();
  return context.db.transaction(async (transaction) => {
    const values = await draftValues(transaction, undefined, input);
    const created = await insertForm(transaction, {
      ...values,
      isDefault: false,
      createdBy: caller.id,
      createdAt: now,
      updatedAt: now,
    });
    if (values.isDefault) {
      await clearOtherDefaults(transaction, created.id);
      await updateForm(transaction, created.id, { isDefault: true });
    }
    await keep?.(transaction, created.id);
    await recordAudit(transaction, {
      actorId: caller.id,
      action: 'create',
      entity: 'inspection_form',
      entityId: created.id,
      after: values,
    });
    return created.id;
  });
}

/** A new form, as a draft with no version yet; at most once per `Idempotency-Key`. */
export function createForm(
  context: AppContext,
  caller: CurrentUser,
  input: InspectionFormInput,
  claim?: IdempotencyClaim,
): Promise<Outcome<InspectionFormDraft>> {
  return runOnce(
    context.db,
    claim,
    async (keep) => getDraft(context, await insertDraft(context, caller, input, keep)),
    (id) => getDraft(context, id),
  );
}

/** A form from another site's JSON file: a new draft for no vehicle, never the default. */
export function importForm(
  context: AppContext,
  caller: CurrentUser,
  file: InspectionFormFile,
  claim?: IdempotencyClaim,
) {
  const input = { ...file.form, applies_to: { vehicle_parent_types: [], vehicle_ids: [] }, is_default: false };
  return createForm(context, caller, input, claim);
}

/** Saves the draft. Who it applies to and being the default take effect at once; the sections at publishing. */
export async function saveDraft(context: AppContext, caller: CurrentUser, id: number, input: InspectionFormInput) {
  await context.db.transaction(async (transaction) => {
    const form = await lockForm(transaction, id);
    if (!form) throw new AppError('not_found', messages.notFound);
    const values = await draftValues(transaction, form, input);
    if (values.isDefault) await clearOtherDefaults(transaction, id);
    const saved = await updateForm(transaction, id, { ...values, updatedAt: context.clock.now() });
    await recordAudit(transaction, {
      actorId: caller.id,
      action: 'update',
      entity: 'inspection_form',
      entityId: id,
      before: form,
      after: saved,
    });
  });
  return getDraft(context, id);
}

/** Publishes the draft as the next version; an unchanged draft or one without items is refused. */
export async function publishForm(context: AppContext, caller: CurrentUser, id: number) {
  await context.db.transaction(async (transaction) => {
    const form = await lockForm(transaction, id);
    if (!form) throw new AppError('not_found', messages.notFound);
    if (itemCount(form.sections) === 0)
      throw new AppError('validation', messages.noItems, { sections: [messages.noItems] });
    const latest = await latestVersion(transaction, id);
    if (draftMatchesVersion(form, latest)) throw new AppError('conflict', messages.unchanged);
    const version = await insertVersion(transaction, {
      formId: id,
      version: (latest?.version ?? 0) + 1,
      name: form.name,
      nameFr: form.nameFr,
      kind: form.kind,
      validity: form.validity,
      sections: form.sections,
      publishedAt: context.clock.now(),
      publishedBy: caller.id,
    });
    await recordAudit(transaction, {
      actorId: caller.id,
      action: 'publish',
      entity: 'inspection_form',
      entityId: id,
      after: { version: version.version, versionId: version.id },
    });
  });
  return getDraft(context, id);
}

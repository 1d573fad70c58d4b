import { builtInInspectionForms, checklistMessages, type ChecklistDetail } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { findDriverOfUser } from '../../lib/crew-scope-queries.js';
import type { CrewScope } from '../../lib/crew-scope.js';
import { AppError } from '../../lib/errors.js';
import { listItemClasses } from '../defects/index.js';
import { readSiteSettings } from '../settings/index.js';
import { mayNeedDriver, readableChecklists, validityFields } from './countersign-read.js';
import {
  findChecklists,
  listAmendments,
  listAttachments,
  listChecklistDefectCodes,
  listChecklistDefectStatuses,
  listChecklistFormVersions,
  listCountersignatures,
} from './detail-queries.js';
import { presentAmendment, recordFields, signatureUrl } from './present.js';

export function attachmentUrl(checklistId: number, attachmentId: number): string {
  return `/api/checklist/${checklistId}/attachments/${attachmentId}`;
}

/** Rows of a page grouped by their checklist, each group in the order the rows came. */
function byChecklist<Row extends { checklistId: number | null }>(rows: Row[]): Map<number | null, Row[]> {
  const groups = new Map<number | null, Row[]>();
  for (const row of rows) {
    const group = groups.get(row.checklistId);
    if (group) group.push(row);
    else groups.set(row.checklistId, [row]);
  }
  return groups;
}

/**
 * A checklist's detail (what `GET api/checklist/{id}` answers) and what only the server keeps of
 * it, which the PDF draws: the stored files' keys and the form version with its defect codes.
 */
export type ChecklistRecordRead = Awaited<ReturnType<typeof readChecklistRecords>>[number];

/**
 * The checklists of `ids` the scope may see, in the order of `ids`; the others are left out. The
 * detail of one checklist and the inspector's file's pages of 50 (issue 37) read alike: one query
 * per table for the whole page, the site's settings and classes once.
 */
export async function readChecklistRecords(context: AppContext, scope: CrewScope, ids: number[]) {
  // Issue 36: a driver also reads the valid inspections of the vehicle they drive now (countersign-read.ts).
  const found = await findChecklists(context.db, ids, readableChecklists(context, scope));
  if (found.length === 0) return [];
  const pageIds = found.map((row) => row.checklist.id);
  const [classes, amendments, defects, settings, forms, codes, attachments, countersignatures, callerDriver] =
    await Promise.all([
      listItemClasses(context.db),
      listAmendments(context.db, pageIds),
      listChecklistDefectStatuses(context.db, pageIds),
      readSiteSettings(context.db),
      listChecklistFormVersions(context.db, pageIds),
      listChecklistDefectCodes(context.db, pageIds),
      listAttachments(context.db, pageIds),
      listCountersignatures(context.db, pageIds),
      found.some((row) => mayNeedDriver(context, scope, row.checklist))
        ? findDriverOfUser(context.db, scope.userId)
        : undefined,
    ]);
  const amendmentsOf = byChecklist(amendments);
  const defectsOf = byChecklist(defects);
  const codesOf = byChecklist(codes);
  const attachmentsOf = byChecklist(attachments);
  const countersignaturesOf = byChecklist(countersignatures);
  const formOf = new Map(forms.map((form) => [form.checklistId, form]));
  const records = await Promise.all(
    found.map(async (row) => {
      const { checklist } = row;
      const id = checklist.id;
      // The item's class on this vehicle now: its type's row, else the general one.
      const severityOf = (item: string) =>
        (
          classes.find((entry) => entry.item === item && entry.vehicle_parent_type === row.vehicleParentType) ??
          classes.find((entry) => entry.item === item && entry.vehicle_parent_type === null)
        )?.severity ?? 'minor';
      const stored = {
        signatureKey: checklist.signatureKey,
        attachments: attachmentsOf.get(id) ?? [],
        countersignatures: countersignaturesOf.get(id) ?? [],
        form: formOf.get(id),
        defectCodes: codesOf.get(id) ?? [],
      };
      const validity = await validityFields(context, scope, checklist, stored.countersignatures, callerDriver);
      const attachmentLinks = stored.attachments.map((attachment) => ({
        id: attachment.id,
        file_name: attachment.fileName,
        url: attachmentUrl(id, attachment.id),
      }));
      const form = stored.form;
      const detail = {
        id: checklist.id,
        equipment_number: checklist.equipmentNumber,
        vehicle_type: checklist.vehicleType,
        VIN_no: row.vinNo,
        operator: checklist.operator,
        date: checklist.date,
        last_odm_read: checklist.odmRead,
        hour_read: checklist.hourRead,
        oil_life: checklist.oilLife,
        remarks: checklist.remarks,
        has_issue: checklist.hasIssue,
        checklist_items: checklist.items.map((entry) => ({ ...entry, severity: severityOf(entry.item) })),
        file: attachmentLinks.map((attachment) => attachment.url),
        attachments: attachmentLinks,
        submitted_at: context.clock.formatDateTime(checklist.createdAt),
        ...recordFields(checklist, settings.quick_check_seconds, context.clock),
        license_plate_no: row.licensePlateNo,
        location_id: checklist.locationId,
        opened_at: checklist.openedAt ? context.clock.formatDateTime(checklist.openedAt) : null,
        signed_at: checklist.signedAt ? context.clock.formatDateTime(checklist.signedAt) : null,
        signature_url: checklist.signatureKey ? signatureUrl(id) : null,
        signature_typed_name: checklist.signatureTypedName,
        amendments: (amendmentsOf.get(id) ?? []).map((amendment) => presentAmendment(amendment, context.clock)),
        may_amend: scope.role === 'admin' || checklist.submittedBy === scope.userId,
        defects: (defectsOf.get(id) ?? []).map(({ id, item, severity, status }) => ({ id, item, severity, status })),
        ...validity,
        // Issue 36: the items' words, units and sections of a form's version; the Pre-OP list names its own.
        form_version:
          form && form.builtIn !== builtInInspectionForms.preOp
            ? { name: form.name, name_fr: form.nameFr, version: form.version, sections: form.sections }
            : null,
      } satisfies ChecklistDetail;
      return { detail, stored };
    }),
  );
  const position = new Map(ids.map((id, index) => [id, index]));
  return records.sort((first, second) => position.get(first.detail.id)! - position.get(second.detail.id)!);
}

/** One checklist the scope may see; anything else is the same 404, so ids reveal nothing. */
export async function checklistRecordFor(context: AppContext, scope: CrewScope, id: number) {
  const [record] = await readChecklistRecords(context, scope, [id]);
  if (!record) throw new AppError('not_found', checklistMessages.notFound);
  return record;
}

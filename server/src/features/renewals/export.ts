import { renewalColumns, type Renewal, type RenewalFilter } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { arrayBatches, fileColumns, type FileExport } from '../../lib/file-export/index.js';
import { listRenewals } from './service.js';

const renewalFileColumns = fileColumns(renewalColumns, {
  kind: (row: Renewal) => row.kind,
  subject: (row) => row.subject,
  owner: (row) => row.owner,
  due_on: (row) => row.due_on,
  days_left: (row) => row.days_left,
  status: (row) => row.colour,
});

/**
 * The renewals the list shows for the same filters, soonest first. The list is read once (it is
 * built in memory, see `listRenewals`) and written batch by batch.
 */
export async function renewalExport(context: AppContext, filter: RenewalFilter): Promise<FileExport<Renewal>> {
  return { name: 'renewals', columns: renewalFileColumns, read: arrayBatches(await listRenewals(context, filter)) };
}

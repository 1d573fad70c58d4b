import { sql } from 'drizzle-orm';
import type { RegRenewalReport, RegRenewalReportRow } from '@fleet-ops/shared';
import type { Database } from '../../../db/client.js';
import { vehicles } from '../../../db/schema/index.js';
import { expirySelection, type ExpiryQuery } from './incident.js';
import { selectRows, shownVehicle, vehicleColumns, windowed, type RowWindow } from './sql.js';

/**
 * Reg. Renewal: each shown vehicle's registration, insurance and sticker expiry, one row per
 * document, kept when the document is selected (expired, or ahead within the range).
 */
function selectedDocuments({ range, type, today }: ExpiryQuery) {
  return sql`(
    select ${vehicles.id} as vehicle_id, document.name as document, document.expiry,
      case when document.expiry <= ${today} then 'expired' else 'upcoming' end as status
    from ${vehicles}
    cross join lateral (values
      ('reg_expiry', ${vehicles.regExpiry}),
      ('insurance_expiry', ${vehicles.insuranceExpiry}),
      ('abg_mva_stickers', ${vehicles.abgMvaStickers})
    ) as document(name, expiry)
    where ${shownVehicle} and document.expiry is not null
      and ${expirySelection(sql`document.expiry`, range, type, today)}
  )`;
}

/** One selected document's date or status, pivoted back into the vehicle's row. */
const pick = (document: string, value: 'expiry' | 'status') =>
  value === 'expiry'
    ? sql`to_char(max(selected.expiry) filter (where selected.document = ${document}), 'YYYY-MM-DD')`
    : sql`max(selected.status) filter (where selected.document = ${document})`;

const order = sql`next_expiry, vehicle_id`;

export function regRenewalRows(db: Database, query: ExpiryQuery, window: RowWindow<RegRenewalReportRow> = {}) {
  const rows = sql`select ${vehicleColumns},
      ${vehicles.ownershipType}::text as ownership_type, ${vehicles.licensePlateNo} as license_plate_no,
      ${vehicles.vinNo} as "VIN_no",
      ${pick('reg_expiry', 'expiry')} as reg_expiry, ${pick('reg_expiry', 'status')} as reg_status,
      ${pick('insurance_expiry', 'expiry')} as insurance_expiry,
      ${pick('insurance_expiry', 'status')} as insurance_status,
      ${pick('abg_mva_stickers', 'expiry')} as abg_mva_stickers,
      ${pick('abg_mva_stickers', 'status')} as sticker_status,
      to_char(min(selected.expiry), 'YYYY-MM-DD') as next_expiry
    from ${selectedDocuments(query)} as selected
    inner join ${vehicles} on ${vehicles.id} = selected.vehicle_id
    group by ${vehicles.id}`;
  const { after, limit } = window;
  const afterRow = after
    ? sql`(next_expiry, vehicle_id) > (${after.next_expiry}, ${after.vehicle_id}::int)`
    : undefined;
  return selectRows<RegRenewalReportRow>(db, windowed(rows, order, { after: afterRow, limit }));
}

const documentCounts = (document: string) =>
  sql`json_build_object(
    'expired', count(*) filter (where document = ${document} and status = 'expired'),
    'upcoming', count(*) filter (where document = ${document} and status = 'upcoming'))`;

const monthCount = (document: string) => sql`count(*) filter (where document = ${document})::int`;

export async function regRenewalReport(db: Database, query: ExpiryQuery): Promise<RegRenewalReport> {
  const selected = selectedDocuments(query);
  const rows = await regRenewalRows(db, query);
  const [totals] = await selectRows<RegRenewalReport['totals']>(
    db,
    sql`select count(distinct vehicle_id)::int as vehicles,
        count(*) filter (where status = 'expired')::int as expired,
        count(*) filter (where status = 'upcoming')::int as upcoming,
        ${documentCounts('reg_expiry')} as reg_expiry,
        ${documentCounts('insurance_expiry')} as insurance_expiry,
        ${documentCounts('abg_mva_stickers')} as abg_mva_stickers
      from ${selected} as selected`,
  );
  const series = await selectRows<RegRenewalReport['series'][number]>(
    db,
    sql`select to_char(expiry, 'YYYY-MM') as month, ${monthCount('reg_expiry')} as reg_expiry,
        ${monthCount('insurance_expiry')} as insurance_expiry, ${monthCount('abg_mva_stickers')} as abg_mva_stickers
      from ${selected} as selected
      group by 1 order by 1`,
  );
  return { ...query.range, rows, totals: totals!, series };
}

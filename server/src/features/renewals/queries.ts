import { sql, type SQL } from 'drizzle-orm';
import type { RenewalKind } from '@fleet-ops/shared';
import type { Database } from '../../db/client.js';
import { drivers, fireInspections, firstAidKits, vehicles } from '../../db/schema/index.js';

/** One dated thing that expires, before days left and colour are worked out. */
export type DatedRenewal = {
  kind: RenewalKind;
  subject: string;
  vehicle_id: number | null;
  driver_id: number | null;
  record_id: number | null;
  owner: string;
  due_on: string;
};

/** The vehicle columns that are expiry dates, each its own kind. */
const vehicleDates = sql`(values
  ('registration', ${vehicles.regExpiry}),
  ('insurance', ${vehicles.insuranceExpiry}),
  ('abg_mva_stickers', ${vehicles.abgMvaStickers}),
  ('battery', ${vehicles.batteryExpiry}),
  ('tires', ${vehicles.tireExpiry})
) as document(kind, due_on)`;

/**
 * The vehicles the lists show (not hidden), each dated document a row. Only each vehicle's latest
 * extinguisher inspection and latest kit of each type count: an older one was renewed by it.
 * Kits are kept as their month's first day and expire at its end. Licences of drivers who are
 * not archived.
 */
function datedRenewals(until: string | undefined): SQL {
  const due = (expression: SQL) => (until === undefined ? sql`true` : sql`${expression} <= ${until}`);
  const kitDue = sql`(${firstAidKits.expiryMonth} + interval '1 month' - interval '1 day')::date`;
  return sql`
    select document.kind, ${vehicles.equipmentNumber} as subject, ${vehicles.id} as vehicle_id,
      null::int as driver_id, null::int as record_id, ${vehicles.equipmentNumber} as owner,
      to_char(document.due_on, 'YYYY-MM-DD') as due_on
    from ${vehicles} cross join lateral ${vehicleDates}
    where ${vehicles.status} = 'active' and document.due_on is not null and ${due(sql`document.due_on`)}
    union all
    select 'fire_extinguisher', ${vehicles.equipmentNumber}, ${vehicles.id}, null, latest.id,
      ${vehicles.equipmentNumber}, to_char(latest.due_on, 'YYYY-MM-DD')
    from ${vehicles} cross join lateral (
      select ${fireInspections.id} as id, ${fireInspections.inspectionExpiryDate} as due_on from ${fireInspections}
      where ${fireInspections.vehicleId} = ${vehicles.id}
      order by ${fireInspections.inspectionExpiryDate} desc, ${fireInspections.id} desc limit 1
    ) as latest
    where ${vehicles.status} = 'active' and ${due(sql`latest.due_on`)}
    union all
    select 'first_aid_kit', 'Type ' || replace(latest.type::text, 'type_', ''), ${vehicles.id}, null, latest.id,
      ${vehicles.equipmentNumber}, to_char(latest.due_on, 'YYYY-MM-DD')
    from ${vehicles} cross join lateral (
      select distinct on (${firstAidKits.type}) ${firstAidKits.id} as id, ${firstAidKits.type} as type,
        ${kitDue} as due_on
      from ${firstAidKits} where ${firstAidKits.vehicleId} = ${vehicles.id}
      order by ${firstAidKits.type}, ${firstAidKits.expiryMonth} desc, ${firstAidKits.id} desc
    ) as latest
    where ${vehicles.status} = 'active' and ${due(sql`latest.due_on`)}
    union all
    select 'driver_licence', ${drivers.licenseNo}, null, ${drivers.id}, null, ${drivers.name},
      to_char(${drivers.expiryDate}, 'YYYY-MM-DD')
    from ${drivers}
    where not ${drivers.archived} and ${due(sql`${drivers.expiryDate}`)}`;
}

/** Every dated renewal due on or before `until` (all of them when undefined), of one kind or every kind. */
export async function listDatedRenewals(
  db: Database,
  options: { until?: string; kind?: RenewalKind },
): Promise<DatedRenewal[]> {
  const kind = options.kind ? sql`where kind = ${options.kind}` : sql``;
  const query = sql`select * from (${datedRenewals(options.until)}) as renewals ${kind}`;
  const result = (await db.execute(query)) as { rows: DatedRenewal[] };
  return result.rows;
}

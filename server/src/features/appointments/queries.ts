import { and, asc, desc, eq, gte, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { appointmentTypes, appointments, locations, serviceTasks, vehicles } from '../../db/schema/index.js';

export type NewAppointmentRow = typeof appointments.$inferInsert;

/** Appointments with their vehicle, type and location: what every appointment answer is read from. */
export function joined(db: Database) {
  return db
    .select({
      id: appointments.id,
      date: appointments.date,
      time: appointments.time,
      comments: appointments.comments,
      vehicleId: vehicles.id,
      equipmentNumber: vehicles.equipmentNumber,
      vinNo: vehicles.vinNo,
      vehicleType: vehicles.vehicleType,
      vehicleParentType: vehicles.vehicleParentType,
      typeId: appointmentTypes.id,
      typeName: appointmentTypes.name,
      locationId: locations.id,
      locationName: locations.name,
      serviceTaskId: appointments.serviceTaskId,
      serviceTaskName: serviceTasks.name,
      doneOn: appointments.doneOn,
      doneOdometer: appointments.doneOdometer,
    })
    .from(appointments)
    .innerJoin(vehicles, eq(vehicles.id, appointments.vehicleId))
    .innerJoin(appointmentTypes, eq(appointmentTypes.id, appointments.appointmentTypeId))
    .innerJoin(locations, eq(locations.id, appointments.locationId))
    .leftJoin(serviceTasks, eq(serviceTasks.id, appointments.serviceTaskId));
}

export type AppointmentQueryRow = NonNullable<Awaited<ReturnType<typeof findAppointment>>>;

export async function findAppointment(db: Database, id: number) {
  const [row] = await joined(db).where(eq(appointments.id, id)).limit(1);
  return row;
}

export type AppointmentFilter = {
  start?: string;
  end?: string;
  /** Today in the business timezone, with which period: upcoming from it, past before it. */
  period?: { today: string; when: 'upcoming' | 'past' };
  /** Words that must each appear somewhere in the row (the screen's search). */
  search?: string;
};

/** fr-CA's short month names, as the screen writes a date in French ('1 juill. 2026'). */
const frenchShortMonths = sql.raw(
  `array['janv.','févr.','mars','avr.','mai','juin','juill.','août','sept.','oct.','nov.','déc.']`,
);

/**
 * The table's texts of a row, as one: what the screen's search looks in. The date is there as
 * stored and as the screen writes it in English ('Jul 1, 2026') and French, since the server does
 * not know the admin's language; a stored 'null' comment is none.
 */
const searchableText = sql`concat_ws(' ', ${appointments.date}::text, to_char(${appointments.date}, 'Mon FMDD, YYYY'),
  to_char(${appointments.date}, 'FMDD ') || (${frenchShortMonths})[extract(month from ${appointments.date})::int]
    || to_char(${appointments.date}, ' YYYY'),
  to_char(${appointments.time}, 'HH24:MI'), ${vehicles.equipmentNumber}, ${vehicles.vinNo}, ${vehicles.vehicleType},
  ${appointmentTypes.name}, ${locations.name}, nullif(lower(trim(${appointments.comments})), 'null'))`;

function searchCondition(search: string | undefined): SQL | undefined {
  const words = search?.split(/\s+/).filter(Boolean) ?? [];
  if (words.length === 0) return undefined;
  return and(...words.map((word) => sql`${searchableText} ilike ${containsPattern(word)}`));
}

/**
 * Appointments from `start` to `end` (both included, either open). Upcoming ones come nearest
 * first, so the next booking (and one just made) leads the list; otherwise newest first.
 */
function filtered(db: Database, filter: AppointmentFilter) {
  const { period } = filter;
  const where: SQL | undefined = and(
    filter.start ? gte(appointments.date, filter.start) : undefined,
    filter.end ? lte(appointments.date, filter.end) : undefined,
    period?.when === 'upcoming' ? gte(appointments.date, period.today) : undefined,
    period?.when === 'past' ? lt(appointments.date, period.today) : undefined,
    searchCondition(filter.search),
  );
  const direction = period?.when === 'upcoming' ? asc : desc;
  return joined(db)
    .where(where)
    .orderBy(direction(appointments.date), direction(appointments.time), direction(appointments.id))
    .$dynamic();
}

export async function listAppointments(db: Database, filter: AppointmentFilter) {
  return filtered(db, filter);
}

/** One batch of the bookings the table shows (the export's rows), in the list's order. */
export async function listAppointmentsPage(
  db: Database,
  filter: AppointmentFilter,
  page: { limit: number; offset: number },
) {
  return filtered(db, filter).limit(page.limit).offset(page.offset);
}

export async function listAppointmentTypes(db: Database) {
  return db
    .select({ id: appointmentTypes.id, name: appointmentTypes.name })
    .from(appointmentTypes)
    .orderBy(asc(appointmentTypes.id));
}

/** A type by its id or, case aside, its name. */
export async function findAppointmentType(db: Database, idOrName: string) {
  const condition = /^\d{1,9}$/.test(idOrName)
    ? eq(appointmentTypes.id, Number(idOrName))
    : sql`lower(${appointmentTypes.name}) = lower(${idOrName})`;
  const [row] = await db.select().from(appointmentTypes).where(condition).limit(1);
  return row;
}

/**
 * The vehicle behind a VIN: an active, enabled one first (the chooser lists only those), then
 * the oldest. With `id` the vehicle must also carry that VIN.
 */
export async function findVehicleByVin(db: Database, vin: string, id?: number) {
  const [row] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(sql`upper(${vehicles.vinNo}) = upper(${vin})`, id === undefined ? undefined : eq(vehicles.id, id)))
    .orderBy(sql`(${vehicles.status} = 'active' and ${vehicles.enabled}) desc`, asc(vehicles.id))
    .limit(1);
  return row;
}

/** Another appointment already holding the vehicle's slot? */
export async function slotTaken(
  db: Database,
  slot: { vehicleId: number; date: string; time: string },
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.vehicleId, slot.vehicleId),
        eq(appointments.date, slot.date),
        eq(appointments.time, slot.time),
        exceptId === undefined ? undefined : ne(appointments.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertAppointment(db: Database, values: NewAppointmentRow) {
  const [created] = await db.insert(appointments).values(values).returning({ id: appointments.id });
  return created!;
}

export async function updateAppointment(db: Database, id: number, values: Partial<NewAppointmentRow>) {
  await db.update(appointments).set(values).where(eq(appointments.id, id));
}

export async function deleteAppointment(db: Database, id: number) {
  await db.delete(appointments).where(eq(appointments.id, id));
}

/** The stored row, as it is (no joins). */
export async function findAppointmentRow(db: Database, id: number) {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  return row;
}

/** Holds the appointment's row until the transaction ends, so two changes cannot cross. */
export async function lockAppointment(db: Database, id: number) {
  await db.select({ id: appointments.id }).from(appointments).where(eq(appointments.id, id)).for('update');
}

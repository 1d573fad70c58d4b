import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { VehicleEquipmentItem } from '@fleet-ops/shared';
import { drivers } from './drivers.js';
import { users } from './users.js';

export const ownershipTypes = ['own', 'lease', 'rent'] as const;
export const vehicleLocations = ['ZV', 'CR', 'other'] as const;
export const inspectionStatuses = ['pending', 'completed'] as const;
export const vehicleStatuses = ['active', 'hidden'] as const;

export const ownershipTypeEnum = pgEnum('ownership_type', ownershipTypes);
export const vehicleLocationEnum = pgEnum('vehicle_location', vehicleLocations);
export const inspectionStatusEnum = pgEnum('inspection_status', inspectionStatuses);
export const vehicleStatusEnum = pgEnum('vehicle_status', vehicleStatuses);

const item = (name: VehicleEquipmentItem) => boolean(name).notNull().default(false);
const image = (slot: number) => text(`image_${slot}`);

/**
 * A vehicle as spec 02 section 3 describes it. The driver slots (driver_N_id, note_N,
 * assigned_*_date_N) live in `vehicle_assignments`; money lives with tracking and income.
 * Images and the inspection file hold storage keys, never paths built from file names.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    equipmentNumber: text('equipment_number').notNull(),
    vehicleParentType: text('vehicle_parent_type').notNull(),
    vehicleType: text('vehicle_type').notNull(),
    licensePlateNo: text('license_plate_no').notNull(),
    vinNo: text('vin_no').notNull(),
    ownershipType: ownershipTypeEnum('ownership_type').notNull(),
    abgMvaStickers: date('abg_mva_stickers', { mode: 'string' }),
    abgMvaStickerStatus: text('abg_mva_sticker_status'),
    insuranceExpiry: date('insurance_expiry', { mode: 'string' }),
    regExpiry: date('reg_expiry', { mode: 'string' }),
    lastOdmRead: integer('last_odm_read').notNull(),
    /** Issue 37: which meters the vehicle has; `last_hour_read` is its latest engine hours. */
    hasOdometer: boolean('has_odometer').notNull().default(true),
    hasHourMeter: boolean('has_hour_meter').notNull().default(false),
    lastHourRead: integer('last_hour_read').notNull().default(0),
    /** Issue 37: the gross vehicle weight rating; 4,500 kg or more is a heavy vehicle (mandatory maintenance). */
    grossWeightKg: integer('gross_weight_kg'),
    inspectionStatus: inspectionStatusEnum('inspection_status').notNull().default('pending'),
    inspectionDate: date('inspection_date', { mode: 'string' }),
    inspectorName: text('inspector_name'),
    inspectionFile: text('inspection_file'),
    mine: boolean('mine').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    status: vehicleStatusEnum('status').notNull().default('active'),
    color: text('color').notNull().default('#ffffff'),
    location: vehicleLocationEnum('location').notNull(),
    locationOther: text('location_other'),
    ppeNo: text('ppe_no').notNull(),
    rentalStartDate: date('rental_start_date', { mode: 'string' }),
    rentalReturnDate: date('rental_return_date', { mode: 'string' }),
    batteryExpiry: date('battery_expiry', { mode: 'string' }),
    tireExpiry: date('tire_expiry', { mode: 'string' }),
    comments: text('comments'),
    buggyWhip: item('buggy_whip'),
    amberLight: item('amber_light'),
    backUpAlarm: item('back_up_alarm'),
    /** The spec's `has_radio` in list and tracking rows. */
    radio: item('radio'),
    firstAidKit: item('first_aid_kit'),
    cones: item('cones'),
    wheelChock: item('wheel_chock'),
    fireExtinguisher: item('fire_extinguisher'),
    snowBrush: item('snow_brush'),
    extensionCord: item('extension_cord'),
    spillKit: item('spill_kit'),
    strippingColor: item('stripping_color'),
    vehicleNumOn3Sides: item('vehicle_num_on_3_sides'),
    /** DESIGN.md: whether the Pre-OP Checklist adds one toggle per equipment item for this vehicle. */
    extraChecklistItems: boolean('extra_checklist_items').notNull().default(false),
    image1: image(1),
    image2: image(2),
    image3: image(3),
    image4: image(4),
    image5: image(5),
    image6: image(6),
    image7: image(7),
    image8: image(8),
    image9: image(9),
    image10: image(10),
    /** Issue 37: the day the vehicle left the fleet and why; it is hidden and disabled, its records kept. */
    disposedOn: date('disposed_on', { mode: 'string' }),
    disposalReason: text('disposal_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('vehicles_gross_weight', sql`${table.grossWeightKg} is null or ${table.grossWeightKg} between 1 and 200000`),
    check('vehicles_disposal', sql`(${table.disposedOn} is null) = (${table.disposalReason} is null)`),
    uniqueIndex('vehicles_equipment_number_unique').on(table.equipmentNumber),
    index('vehicles_vin_no').on(table.vinNo),
    index('vehicles_status').on(table.status, table.enabled),
    index('vehicles_parent_type').on(table.vehicleParentType),
  ],
);

/**
 * One driver in one of a vehicle's three slots, from `assigned_from` until `assigned_to`
 * (null: permanent). `ended_at` is set when an assignment is cut short, so past rows stay as
 * history for tracking; only assignments that never started are deleted.
 */
export const vehicleAssignments = pgTable(
  'vehicle_assignments',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    slot: integer('slot').notNull(),
    assignedFrom: timestamp('assigned_from', { withTimezone: true }).notNull(),
    assignedTo: timestamp('assigned_to', { withTimezone: true }),
    note: text('note'),
    noteFor: text('note_for'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    check('vehicle_assignments_slot', sql`${table.slot} between 1 and 3`),
    index('vehicle_assignments_driver').on(table.driverId),
    index('vehicle_assignments_vehicle_slot').on(table.vehicleId, table.slot),
  ],
);

/**
 * The Vehicle Logs screen: one row per assign, replace and remove. Equipment number, driver name
 * and the acting user's name are copied at the time, so the history reads the same after any of
 * them is renamed or deleted.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    equipmentNumber: text('equipment_number').notNull(),
    driverId: integer('driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    driverName: text('driver_name'),
    actionDate: timestamp('action_date', { withTimezone: true }).notNull(),
    /** Assigned, Unassigned, Temporary, Removed (Future), ... */
    log: text('log').notNull(),
    assignedFrom: timestamp('assigned_from', { withTimezone: true }),
    assignedTo: timestamp('assigned_to', { withTimezone: true }),
    note: text('note'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who made the change, copied like the names above (null: written before it was kept). */
    actorName: text('actor_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('activity_log_action_date').on(table.actionDate),
    index('activity_log_driver').on(table.driverId, table.actionDate),
    index('activity_log_vehicle').on(table.vehicleId, table.actionDate),
  ],
);

/** The column that says whether a vehicle has each equipment item (spec 02's form order). */
export const equipmentItemColumns: Record<VehicleEquipmentItem, keyof typeof vehicles.$inferSelect> = {
  buggy_whip: 'buggyWhip',
  amber_light: 'amberLight',
  back_up_alarm: 'backUpAlarm',
  radio: 'radio',
  first_aid_kit: 'firstAidKit',
  cones: 'cones',
  wheel_chock: 'wheelChock',
  fire_extinguisher: 'fireExtinguisher',
  snow_brush: 'snowBrush',
  extension_cord: 'extensionCord',
  spill_kit: 'spillKit',
  stripping_color: 'strippingColor',
  vehicle_num_on_3_sides: 'vehicleNumOn3Sides',
};

import { addDays, rentalReturnDate, vehicleEquipmentItems, weekStart } from '@fleet-ops/shared';
import { equipmentItemColumns, type vehicles } from '../db/schema/index.js';
import {
  dailyKilometres,
  equipmentPrefix,
  equipmentShares,
  extraChecklistEquipment,
  inspectorNames,
  modelsByParentType,
  otherLocations,
  parentTypeShares,
  vehicleColors,
  type SeedParentType,
} from './catalog.js';
import type { Random } from './random.js';
import type { Timeline } from './timeline.js';

type VehicleInsert = typeof vehicles.$inferInsert;

/** A vehicle's row plus what the simulation needs to know about its life. */
export type SeedVehicle = {
  index: number;
  row: VehicleInsert & { equipmentNumber: string; vinNo: string; vehicleType: string };
  parentType: SeedParentType;
  /** Driver slots in use (0 to 3): 0 is a pool spare. */
  slots: number;
  joinedAt: Date;
  /** When the vehicle was disabled; it leaves tracking from that week on. */
  disabledAt: Date | null;
  hidden: boolean;
  startOdometer: number;
  kilometres: [number, number];
  /** A rental billed at its own daily rate, in cents. */
  customRateCents: number | null;
};

const vinAlphabet = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const modelYearCodes = 'GHJKLMNPRST'; // 2016 .. 2026
const letters = 'ABCDEFGHJKLMNPRSTVWXYZ';
const day = 86_400_000;

function vin(random: Random, wmi: string, index: number): string {
  const body = random.text(5, vinAlphabet);
  const check = random.text(1, '0123456789X');
  return `${wmi}${body}${check}${random.pick([...modelYearCodes])}${random.text(1, letters)}${String(index).padStart(6, '0')}`;
}

/** Québec plates: trucks F + 2 letters + 4 digits, passenger vehicles 3 letters and 3 digits. */
function plate(random: Random, truck: boolean): string {
  return truck
    ? `F${random.text(2, letters)}${random.text(4, '0123456789')}`
    : `${random.text(3, letters)} ${random.text(3, '0123456789')}`;
}

/** One expiry relative to today: expired, inside the one-month warning, or comfortably later. */
function expiryDate(random: Random, today: string, bucket: 'expired' | 'expiring' | 'ok'): string {
  if (bucket === 'expired') return addDays(today, -random.int(0, 90));
  if (bucket === 'expiring') return addDays(today, random.int(1, 28));
  return addDays(today, random.int(35, 400));
}

/** Sticker, insurance and registration: most vehicles fine, a few with one document lapsed or lapsing. */
function documentExpiries(random: Random, today: string) {
  const bucket = random.weighted({ expired: 6, expiring: 8, ok: 86 });
  const lapsing = random.int(0, 2);
  const date = (position: number) => expiryDate(random, today, position === lapsing ? bucket : 'ok');
  return { abgMvaStickers: date(0), insuranceExpiry: date(1), regExpiry: date(2) };
}

function equipmentColumns(random: Random) {
  return Object.fromEntries(
    vehicleEquipmentItems.map((item) => [equipmentItemColumns[item], random.chance(equipmentShares[item])]),
  );
}

export function generateVehicles(random: Random, count: number, timeline: Timeline): SeedVehicle[] {
  const counters: Record<string, number> = {};
  const historyStart = timeline.at(timeline.firstWeek).getTime();
  const now = timeline.now.getTime();
  const result: SeedVehicle[] = [];
  for (let index = 0; index < count; index += 1) {
    const own = random.fork(index);
    const flagship = index < extraChecklistEquipment.length;
    const parentType = index === 0 ? 'Light Duty Truck' : own.weighted(parentTypeShares);
    const model = own.pick(modelsByParentType[parentType]);
    const prefix = equipmentPrefix[parentType];
    counters[prefix] = (counters[prefix] ?? 1000) + 1;
    const equipmentNumber = flagship ? extraChecklistEquipment[index]! : `${prefix}-${counters[prefix]}`;
    const ownershipType = flagship ? 'own' : own.weighted({ own: 45, lease: 30, rent: 25 });
    const rented = ownershipType === 'rent';
    const septIles = parentType.startsWith('Sept Iles');
    const location = septIles ? 'other' : own.weighted({ ZV: 45, CR: 40, other: 15 });
    const completed = own.chance(0.75);
    const rentalStart = rented ? addDays(timeline.today, -own.int(0, 40)) : null;
    const joinedLate = !flagship && own.chance(0.2);
    const joinedAt = joinedLate
      ? new Date(historyStart + own.next() * (now - historyStart - 14 * day))
      : new Date(historyStart - own.int(1, 600) * day);
    const status = flagship ? 'active' : own.weighted({ active: 92, disabled: 5, hidden: 3 });
    const disabledAt =
      status === 'disabled'
        ? new Date(Math.min(now - 3_600_000, Math.max(joinedAt.getTime() + 7 * day, now - own.int(7, 500) * day)))
        : null;
    const truck = !['SUV', 'Sept Iles - SUV'].includes(parentType);
    result.push({
      index,
      parentType,
      slots: Math.max(flagship ? 1 : 0, Number(own.weighted({ '0': 15, '1': 55, '2': 22, '3': 8 }))),
      joinedAt,
      disabledAt,
      hidden: status === 'hidden',
      startOdometer: joinedLate ? own.int(10, 3000) : own.int(5000, 150_000),
      kilometres: dailyKilometres[parentType],
      customRateCents: rented && own.chance(0.3) ? own.int(150, 290) * 100 : null,
      row: {
        ...equipmentColumns(own),
        radio: flagship || own.chance(0.72),
        extraChecklistItems: flagship,
        equipmentNumber,
        vehicleParentType: parentType,
        vehicleType: model.name,
        licensePlateNo: plate(own, truck),
        vinNo: vin(own, model.wmi, index + 1),
        ownershipType,
        ...documentExpiries(own, timeline.today),
        lastOdmRead: 0,
        inspectionStatus: completed ? 'completed' : 'pending',
        inspectionDate: completed ? addDays(timeline.today, -own.int(0, 330)) : null,
        inspectorName: completed ? own.pick(inspectorNames) : null,
        mine: own.chance(parentType === 'Heavy Duty Truck' ? 0.9 : 0.6),
        // Issue 37: the heavy trucks' gross weight rating (no draw: the rest of the fleet stays as it was), so the
        // built-in 6-month mandatory maintenance applies to them and their sheets measure brakes.
        grossWeightKg: parentType === 'Heavy Duty Truck' ? 26_000 : null,
        enabled: status !== 'disabled',
        status: status === 'hidden' ? 'hidden' : 'active',
        color: own.chance(0.1) ? own.pick(vehicleColors) : '#ffffff',
        location,
        locationOther: location === 'other' ? (septIles ? 'Sept-Îles' : own.pick(otherLocations)) : null,
        ppeNo: `PPE-${String(10_001 + index)}`,
        rentalStartDate: rentalStart,
        rentalReturnDate: rentalReturnDate(rentalStart),
        batteryExpiry: rented ? null : addDays(timeline.today, own.int(-20, 3 * 365)),
        tireExpiry: rented ? null : addDays(timeline.today, own.int(-20, 2 * 365)),
        comments: own.chance(0.1) ? own.pick(['Spare key in the office', 'Winter package', 'Tow hitch fitted']) : null,
        createdAt: joinedAt,
        updatedAt: joinedAt,
      },
    });
  }
  return result;
}

/** The week a vehicle first appears in tracking, and the first week it no longer does. */
export function vehicleWeeks(vehicle: SeedVehicle, timeline: Timeline) {
  const joined = weekStart(timeline.dateOf(vehicle.joinedAt));
  return {
    first: joined < timeline.firstWeek ? timeline.firstWeek : joined,
    end: vehicle.disabledAt ? weekStart(timeline.dateOf(vehicle.disabledAt)) : undefined,
  };
}

import { eq } from 'drizzle-orm';
import type { AppContext } from '../../server/src/app-context.js';
import { drivers, locations, vehicleAssignments, vehicles } from '../../server/src/db/schema/index.js';

/**
 * What the journeys can count on finding: four vehicles, the driver account as a driver, assigned
 * to all but the second. The third is the defects journeys' own: a major defect takes a vehicle out
 * of service, which must not leak into the journeys that use the first. The fourth is the offline
 * journeys' own: they count its checklists.
 */
export const fixtureFleet = {
  assignedVehicle: { equipmentNumber: 'E2E-44', vehicleType: 'Ford F-150', vinNo: '1FTFW1E50PFA00044' },
  spareVehicle: { equipmentNumber: 'E2E-20', vehicleType: 'Chevrolet Tahoe', vinNo: '1GNSKCKD2PR000020' },
  defectVehicle: { equipmentNumber: 'E2E-66', vehicleType: 'Ram 1500', vinNo: '1C6SRFFT0PN000066' },
  offlineVehicle: { equipmentNumber: 'E2E-77', vehicleType: 'Toyota Hilux', vinNo: 'MR0HA3CD0P0000077' },
} as const;

export async function createFixtureFleet(
  context: AppContext,
  driver: { userId: number; name: string },
  supervisorUserId: number,
) {
  const { db } = context;
  const [location] = await db.select().from(locations).where(eq(locations.name, 'Mine Engineering'));
  const [driverRow] = await db
    .insert(drivers)
    .values({
      userId: driver.userId,
      name: driver.name,
      locationId: location!.id,
      pitPermit: true,
      // The crew is linked to the supervisor's account by id; the name is what the screens show.
      supervisor: 'Sue Pervisor',
      supervisorId: supervisorUserId,
      phoneNumber: '+1 709 555 0144',
      licenseNo: 'NL-E2E-0001',
      expiryDate: '2028-12-31',
    })
    .returning();
  const inserted = await db
    .insert(vehicles)
    .values(
      [
        fixtureFleet.assignedVehicle,
        fixtureFleet.spareVehicle,
        fixtureFleet.defectVehicle,
        fixtureFleet.offlineVehicle,
      ].map((vehicle, index) => ({
        ...vehicle,
        vehicleParentType: index === 1 ? 'SUV' : 'Light Duty Truck',
        licensePlateNo: `E2E${index + 1}`,
        ownershipType: 'own' as const,
        lastOdmRead: 12_000,
        ppeNo: `PPE-E2E-${index + 1}`,
        location: 'ZV' as const,
        radio: true,
        extraChecklistItems: index !== 1,
      })),
    )
    .returning();
  await db.insert(vehicleAssignments).values(
    [inserted[0]!, inserted[2]!, inserted[3]!].map((vehicle) => ({
      vehicleId: vehicle.id,
      driverId: driverRow!.id,
      slot: 1,
      assignedFrom: new Date('2026-01-01T00:00:00Z'),
      noteFor: 'driver_1' as const,
      note: 'Fixture assignment',
    })),
  );
}

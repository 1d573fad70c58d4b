-- Issue 37: a vehicle without an odometer (a loader read in engine hours) has no odometer on its
-- checklists and fill-ups.
ALTER TABLE "checklists" ALTER COLUMN "odm_read" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "fuel_entries" ALTER COLUMN "odometer" DROP NOT NULL;--> statement-breakpoint
-- Issue 37: a checklist of a vehicle without an odometer kept the vehicle's unchanged value in
-- odm_read (the form asked none); it had no odometer reading, so it now keeps none. Such a
-- checklist is one that recorded no odometer reading of source checklist.
UPDATE "checklists" SET "odm_read" = NULL
WHERE "vehicle_id" IN (SELECT "id" FROM "vehicles" WHERE NOT "has_odometer")
  AND NOT EXISTS (
    SELECT 1 FROM "meter_readings" r
    WHERE r."vehicle_id" = "checklists"."vehicle_id" AND r."meter" = 'odometer'
      AND r."source_ref" = 'checklist:' || "checklists"."id"
  );

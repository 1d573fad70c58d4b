-- Issue 18: Vehicle Logs say who made each change. The name is copied like the driver's, so an
-- entry still reads the same after its author's account is renamed or deleted (actor_id is then
-- set null). This snapshot is the first since 0002: 0003 and 0004 were written by hand, so
-- drizzle-kit also proposed their changes here; they are left out, being applied already.
ALTER TABLE "activity_log" ADD COLUMN "actor_name" text;--> statement-breakpoint
-- Backfill: entries written so far carry the acting account's id; they get its current full name.
UPDATE "activity_log" AS "log" SET "actor_name" = btrim("users"."first_name" || ' ' || "users"."last_name")
FROM "users"
WHERE "users"."id" = "log"."actor_id";

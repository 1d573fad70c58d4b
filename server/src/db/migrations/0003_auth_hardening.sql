-- Issue 16, item 6: a crew is linked to its supervisor's account by id, not by the display name
-- typed on the driver form (a new account named "sophie " or "GAGNON" matched another's crew).
ALTER TABLE "drivers" ADD COLUMN "supervisor_id" integer;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_supervisor_id_users_id_fk" FOREIGN KEY ("supervisor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drivers_supervisor_id" ON "drivers" USING btree ("supervisor_id","id");--> statement-breakpoint
-- Backfill: a driver whose supervisor text is exactly (outer spaces aside, case kept) the full
-- name of one supervisor account joins that crew; a name two accounts share links to neither.
UPDATE "drivers" AS "d" SET "supervisor_id" = "named"."id"
FROM (
  SELECT min("id") AS "id", btrim("first_name" || ' ' || "last_name") AS "name"
  FROM "users" WHERE "role" = 'supervisor'
  GROUP BY btrim("first_name" || ' ' || "last_name") HAVING count(*) = 1
) AS "named"
WHERE btrim("d"."supervisor") = "named"."name";

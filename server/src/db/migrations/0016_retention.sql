-- Issue 37: records that cannot vanish. A vehicle with records under retention is disposed of
-- (a date and a reason) instead of deleted; a service task is archived instead of deleted, so its
-- completions stay. An archived task frees its name for a new one. The retention periods
-- themselves are site settings (site_settings rows), so they need no column. Hand-written (not
-- drizzle-kit).
ALTER TABLE "vehicles" ADD COLUMN "disposed_on" date;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "disposal_reason" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_disposal" CHECK (("vehicles"."disposed_on" is null) = ("vehicles"."disposal_reason" is null));--> statement-breakpoint
ALTER TABLE "service_tasks" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_tasks" DROP CONSTRAINT "service_tasks_name_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "service_tasks_name_unique" ON "service_tasks" USING btree ("name") WHERE "service_tasks"."archived_at" is null;

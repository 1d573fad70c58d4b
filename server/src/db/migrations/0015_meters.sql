-- Issue 37: meters. A vehicle has an odometer, an hour meter, or both; every reading of either is a
-- row of meter_readings (who or what sent it, from where, flagged when confirmed implausible,
-- voided rather than deleted). Hand-written (not drizzle-kit); the history the app already had
-- (checklists, fill-ups, done work orders, and each vehicle's last reading) becomes readings.
ALTER TABLE "vehicles" ADD COLUMN "has_odometer" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "has_hour_meter" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "last_hour_read" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checklists" ADD COLUMN "hour_read" integer;--> statement-breakpoint
ALTER TABLE "fuel_entries" ADD COLUMN "hour_read" integer;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "hours" integer;--> statement-breakpoint
ALTER TABLE "service_completions" ADD COLUMN "hours" integer;--> statement-breakpoint
ALTER TABLE "service_tasks" ADD COLUMN "interval_hours" integer;--> statement-breakpoint
ALTER TABLE "service_tasks" ADD COLUMN "due_soon_hours" integer DEFAULT 25 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_tasks" DROP CONSTRAINT "service_tasks_interval";--> statement-breakpoint
ALTER TABLE "service_tasks" ADD CONSTRAINT "service_tasks_interval" CHECK ("service_tasks"."interval_days" is not null or "service_tasks"."interval_months" is not null or "service_tasks"."interval_km" is not null or "service_tasks"."interval_hours" is not null);--> statement-breakpoint
ALTER TABLE "service_tasks" ADD CONSTRAINT "service_tasks_hours_positive" CHECK (coalesce("service_tasks"."interval_hours", 1) > 0 and "service_tasks"."due_soon_hours" >= 0);--> statement-breakpoint
CREATE TABLE "meter_readings" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"meter" text NOT NULL,
	"value" integer NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"source_ref" text,
	"user_id" integer,
	"api_token_id" integer,
	"flagged" boolean DEFAULT false NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" integer,
	"void_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meter_readings_meter" CHECK ("meter_readings"."meter" in ('odometer', 'hours')),
	CONSTRAINT "meter_readings_source" CHECK ("meter_readings"."source" in ('checklist', 'fuel', 'work_order', 'manual', 'import', 'api')),
	CONSTRAINT "meter_readings_value" CHECK ("meter_readings"."value" >= 0),
	CONSTRAINT "meter_readings_void" CHECK (("meter_readings"."voided_at" is null) = ("meter_readings"."void_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_api_token_id_api_tokens_id_fk" FOREIGN KEY ("api_token_id") REFERENCES "public"."api_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meter_readings_vehicle_meter_taken" ON "meter_readings" USING btree ("vehicle_id","meter","taken_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "meter_readings_once" ON "meter_readings" USING btree ("vehicle_id","meter","taken_at",coalesce("source_ref", ''));--> statement-breakpoint
INSERT INTO "meter_readings" ("vehicle_id", "meter", "value", "taken_at", "source", "source_ref", "user_id", "created_at")
SELECT "vehicle_id", 'odometer', "odm_read", "created_at", 'checklist', 'checklist:' || "id", "submitted_by", "created_at"
FROM "checklists" WHERE "vehicle_id" IS NOT NULL ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "meter_readings" ("vehicle_id", "meter", "value", "taken_at", "source", "source_ref", "user_id", "created_at")
SELECT "vehicle_id", 'odometer', "odometer",
	CASE WHEN "created_at"::date = "date" THEN "created_at" ELSE ("date" + time '12:00')::timestamptz END,
	'fuel', 'fuel:' || "id", "created_by", "created_at"
FROM "fuel_entries" ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "meter_readings" ("vehicle_id", "meter", "value", "taken_at", "source", "source_ref", "user_id", "created_at")
SELECT "vehicle_id", 'odometer', "odometer", ("completed_on" + time '12:00')::timestamptz, 'work_order', 'work_order:' || "id", "created_by", "updated_at"
FROM "work_orders" WHERE "status" = 'done' AND "odometer" IS NOT NULL ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "meter_readings" ("vehicle_id", "meter", "value", "taken_at", "source", "source_ref", "created_at")
SELECT "vehicles"."id", 'odometer', "vehicles"."last_odm_read",
	greatest("vehicles"."updated_at", coalesce((SELECT max("taken_at") FROM "meter_readings" WHERE "meter_readings"."vehicle_id" = "vehicles"."id"), "vehicles"."updated_at")),
	'manual', 'vehicle:' || "vehicles"."id", "vehicles"."updated_at"
FROM "vehicles"
WHERE "vehicles"."last_odm_read" > coalesce((SELECT max("value") FROM "meter_readings" WHERE "meter_readings"."vehicle_id" = "vehicles"."id"), -1)
ON CONFLICT DO NOTHING;

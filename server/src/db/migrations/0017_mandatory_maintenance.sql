-- Issue 37: the SAAQ mandatory maintenance sheet (docs/maintenance-saaq.md). Hand-written (not
-- drizzle-kit). A vehicle's gross vehicle weight rating decides whether it is a heavy vehicle
-- (4,500 kg or more: mandatory maintenance at least every 6 months) and whether its sheet needs
-- brake measurements (7,258 kg or more). A work order of kind 'mandatory_maintenance' has one
-- sheet; a completed sheet records one completion of the built-in service task, which applies to
-- heavy vehicles.
ALTER TABLE "vehicles" ADD COLUMN "gross_weight_kg" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_gross_weight" CHECK ("vehicles"."gross_weight_kg" is null or "vehicles"."gross_weight_kg" between 1 and 200000);--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "kind" text DEFAULT 'general' NOT NULL;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_kind" CHECK ("work_orders"."kind" in ('general', 'mandatory_maintenance'));--> statement-breakpoint
ALTER TABLE "service_tasks" ADD COLUMN "built_in" text;--> statement-breakpoint
ALTER TABLE "service_tasks" ADD CONSTRAINT "service_tasks_built_in_unique" UNIQUE("built_in");--> statement-breakpoint
ALTER TABLE "service_tasks" DROP CONSTRAINT "service_tasks_applies_to";--> statement-breakpoint
ALTER TABLE "service_tasks" ADD CONSTRAINT "service_tasks_applies_to" CHECK ("service_tasks"."applies_to" in ('all', 'parent_type', 'vehicles', 'heavy_vehicles'));--> statement-breakpoint
CREATE TABLE "maintenance_sheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_order_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"service_date" date NOT NULL,
	"odometer" integer NOT NULL,
	"gross_weight_kg" integer NOT NULL,
	"components" jsonb NOT NULL,
	"brake_measurements" jsonb NOT NULL,
	"mechanic_name" text NOT NULL,
	"signature_png" text,
	"signature_typed_name" text,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_sheets_work_order_unique" UNIQUE("work_order_id"),
	CONSTRAINT "maintenance_sheets_odometer" CHECK ("maintenance_sheets"."odometer" >= 0),
	CONSTRAINT "maintenance_sheets_signed" CHECK ("maintenance_sheets"."signature_png" is not null or "maintenance_sheets"."signature_typed_name" is not null)
);
--> statement-breakpoint
ALTER TABLE "maintenance_sheets" ADD CONSTRAINT "maintenance_sheets_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_sheets" ADD CONSTRAINT "maintenance_sheets_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_sheets" ADD CONSTRAINT "maintenance_sheets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_sheets" ADD CONSTRAINT "maintenance_sheets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maintenance_sheets_vehicle_date" ON "maintenance_sheets" USING btree ("vehicle_id","service_date");--> statement-breakpoint
ALTER TABLE "service_completions" ADD COLUMN "maintenance_sheet_id" integer;--> statement-breakpoint
ALTER TABLE "service_completions" ADD CONSTRAINT "service_completions_maintenance_sheet_id_maintenance_sheets_id_fk" FOREIGN KEY ("maintenance_sheet_id") REFERENCES "public"."maintenance_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_completions_maintenance_sheet" ON "service_completions" USING btree ("maintenance_sheet_id");--> statement-breakpoint
UPDATE "service_tasks" SET "interval_months" = 6, "interval_days" = NULL, "applies_to" = 'heavy_vehicles', "vehicle_parent_type" = NULL, "built_in" = 'mandatory_maintenance'
WHERE "name" = 'Mandatory maintenance, every 6 months';--> statement-breakpoint
INSERT INTO "service_tasks" ("name", "interval_months", "applies_to", "built_in")
SELECT 'Mandatory maintenance, every 6 months', 6, 'heavy_vehicles', 'mandatory_maintenance'
WHERE NOT EXISTS (SELECT 1 FROM "service_tasks" WHERE "built_in" = 'mandatory_maintenance');

CREATE TYPE "public"."kit_type" AS ENUM('type_1', 'type_2');--> statement-breakpoint
CREATE TYPE "public"."rate_type" AS ENUM('full_day_rate', 'shared_day_rate', 'custom_rate');--> statement-breakpoint
CREATE TABLE "appointment_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "appointment_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"appointment_type_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"date" date NOT NULL,
	"time" time NOT NULL,
	"comments" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checklist_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"checklist_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checklists" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"driver_id" integer,
	"submitted_by" integer,
	"equipment_number" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"operator" text NOT NULL,
	"date" date NOT NULL,
	"odm_read" integer NOT NULL,
	"oil_life" integer,
	"remarks" text,
	"items" jsonb NOT NULL,
	"has_issue" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fire_inspections" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"manufacture_year" integer NOT NULL,
	"inspection_month" text NOT NULL,
	"inspection_expiry_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fire_inspections_manufacture_year" CHECK ("fire_inspections"."manufacture_year" between 1900 and 2099)
);
--> statement-breakpoint
CREATE TABLE "first_aid_kits" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"expiry_month" date NOT NULL,
	"type" "kit_type" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_parent_type" text NOT NULL,
	"full_day_rate_cents" integer DEFAULT 0 NOT NULL,
	"shared_day_rate_cents" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rates_vehicle_parent_type_unique" UNIQUE("vehicle_parent_type")
);
--> statement-breakpoint
CREATE TABLE "trackings" (
	"id" serial PRIMARY KEY NOT NULL,
	"week_start" date NOT NULL,
	"vehicle_id" integer NOT NULL,
	"slot" integer NOT NULL,
	"driver_id" integer,
	"rate_type" "rate_type" DEFAULT 'full_day_rate' NOT NULL,
	"rate_cents" integer DEFAULT 0 NOT NULL,
	"week_record" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"comment" text,
	"cleaning_appt" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"total_billing_cents" integer DEFAULT 0 NOT NULL,
	"color" text DEFAULT '#ffffff' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trackings_slot" CHECK ("trackings"."slot" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "vehicle_expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"revenue_cents" integer DEFAULT 0 NOT NULL,
	"rental_cost_cents" integer DEFAULT 0 NOT NULL,
	"gas_cents" integer DEFAULT 0 NOT NULL,
	"insurance_cents" integer DEFAULT 0 NOT NULL,
	"maintenance_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_appointment_type_id_appointment_types_id_fk" FOREIGN KEY ("appointment_type_id") REFERENCES "public"."appointment_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_attachments" ADD CONSTRAINT "checklist_attachments_checklist_id_checklists_id_fk" FOREIGN KEY ("checklist_id") REFERENCES "public"."checklists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fire_inspections" ADD CONSTRAINT "fire_inspections_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "first_aid_kits" ADD CONSTRAINT "first_aid_kits_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trackings" ADD CONSTRAINT "trackings_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trackings" ADD CONSTRAINT "trackings_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_expenses" ADD CONSTRAINT "vehicle_expenses_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_vehicle_slot_unique" ON "appointments" USING btree ("vehicle_id","date","time");--> statement-breakpoint
CREATE INDEX "appointments_date" ON "appointments" USING btree ("date","time");--> statement-breakpoint
CREATE INDEX "appointments_type_date" ON "appointments" USING btree ("appointment_type_id","date");--> statement-breakpoint
CREATE INDEX "checklist_attachments_checklist" ON "checklist_attachments" USING btree ("checklist_id");--> statement-breakpoint
CREATE INDEX "checklists_date" ON "checklists" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "checklists_vehicle_date" ON "checklists" USING btree ("vehicle_id","date");--> statement-breakpoint
CREATE INDEX "checklists_driver_date" ON "checklists" USING btree ("driver_id","date");--> statement-breakpoint
CREATE INDEX "checklists_submitted_by" ON "checklists" USING btree ("submitted_by","date");--> statement-breakpoint
CREATE INDEX "fire_inspections_expiry" ON "fire_inspections" USING btree ("inspection_expiry_date");--> statement-breakpoint
CREATE INDEX "fire_inspections_vehicle" ON "fire_inspections" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "first_aid_kits_expiry" ON "first_aid_kits" USING btree ("expiry_month");--> statement-breakpoint
CREATE INDEX "first_aid_kits_vehicle" ON "first_aid_kits" USING btree ("vehicle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trackings_week_vehicle_slot_unique" ON "trackings" USING btree ("week_start","vehicle_id","slot");--> statement-breakpoint
CREATE INDEX "trackings_week_enabled" ON "trackings" USING btree ("week_start","enabled");--> statement-breakpoint
CREATE INDEX "trackings_vehicle_week" ON "trackings" USING btree ("vehicle_id","week_start");--> statement-breakpoint
CREATE INDEX "trackings_driver_week" ON "trackings" USING btree ("driver_id","week_start");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_expenses_vehicle_week_unique" ON "vehicle_expenses" USING btree ("vehicle_id","week_start");--> statement-breakpoint
CREATE INDEX "vehicle_expenses_week" ON "vehicle_expenses" USING btree ("week_start");--> statement-breakpoint
-- Appointment types are data, not a list in code (issue 6); admins may add more later.
INSERT INTO "appointment_types" ("name") VALUES ('Cleaning'), ('Maintenance'), ('Tire change'), ('Inspection'), ('Repair'), ('Other') ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
-- One rate row per vehicle parent type of spec 02; the amounts are set on the Rates screen.
INSERT INTO "rates" ("vehicle_parent_type") VALUES ('SUV'), ('Light Duty Truck'), ('Heavy Duty Truck'), ('Sept Iles - F250'), ('Sept Iles - F125'), ('Sept Iles - SUV') ON CONFLICT ("vehicle_parent_type") DO NOTHING;

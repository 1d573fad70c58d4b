CREATE TYPE "public"."inspection_status" AS ENUM('pending', 'completed');--> statement-breakpoint
CREATE TYPE "public"."ownership_type" AS ENUM('own', 'lease', 'rent');--> statement-breakpoint
CREATE TYPE "public"."vehicle_location" AS ENUM('ZV', 'CR', 'other');--> statement-breakpoint
CREATE TYPE "public"."vehicle_status" AS ENUM('active', 'hidden');--> statement-breakpoint
CREATE TABLE "driver_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"driver_id" integer NOT NULL,
	"phone_number" text NOT NULL,
	"comments" text NOT NULL,
	"outbox_id" integer NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"drive_in_pit" boolean DEFAULT false NOT NULL,
	"location_id" integer NOT NULL,
	"rotation" text,
	"pit_permit" boolean NOT NULL,
	"supervisor" text NOT NULL,
	"phone_number" text NOT NULL,
	"license_no" text NOT NULL,
	"expiry_date" date NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"color" text DEFAULT '#ffffff' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "locations_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "activity_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer,
	"equipment_number" text NOT NULL,
	"driver_id" integer,
	"driver_name" text,
	"action_date" timestamp with time zone NOT NULL,
	"log" text NOT NULL,
	"assigned_from" timestamp with time zone,
	"assigned_to" timestamp with time zone,
	"note" text,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"slot" integer NOT NULL,
	"assigned_from" timestamp with time zone NOT NULL,
	"assigned_to" timestamp with time zone,
	"note" text,
	"note_for" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "vehicle_assignments_slot" CHECK ("vehicle_assignments"."slot" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"equipment_number" text NOT NULL,
	"vehicle_parent_type" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"license_plate_no" text NOT NULL,
	"vin_no" text NOT NULL,
	"ownership_type" "ownership_type" NOT NULL,
	"abg_mva_stickers" date,
	"abg_mva_sticker_status" text,
	"insurance_expiry" date,
	"reg_expiry" date,
	"last_odm_read" integer NOT NULL,
	"inspection_status" "inspection_status" DEFAULT 'pending' NOT NULL,
	"inspection_date" date,
	"inspector_name" text,
	"inspection_file" text,
	"mine" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"status" "vehicle_status" DEFAULT 'active' NOT NULL,
	"color" text DEFAULT '#ffffff' NOT NULL,
	"location" "vehicle_location" NOT NULL,
	"location_other" text,
	"ppe_no" text NOT NULL,
	"rental_start_date" date,
	"rental_return_date" date,
	"battery_expiry" date,
	"tire_expiry" date,
	"comments" text,
	"buggy_whip" boolean DEFAULT false NOT NULL,
	"amber_light" boolean DEFAULT false NOT NULL,
	"back_up_alarm" boolean DEFAULT false NOT NULL,
	"radio" boolean DEFAULT false NOT NULL,
	"first_aid_kit" boolean DEFAULT false NOT NULL,
	"cones" boolean DEFAULT false NOT NULL,
	"wheel_chock" boolean DEFAULT false NOT NULL,
	"fire_extinguisher" boolean DEFAULT false NOT NULL,
	"snow_brush" boolean DEFAULT false NOT NULL,
	"extension_cord" boolean DEFAULT false NOT NULL,
	"spill_kit" boolean DEFAULT false NOT NULL,
	"stripping_color" boolean DEFAULT false NOT NULL,
	"vehicle_num_on_3_sides" boolean DEFAULT false NOT NULL,
	"extra_checklist_items" boolean DEFAULT false NOT NULL,
	"image_1" text,
	"image_2" text,
	"image_3" text,
	"image_4" text,
	"image_5" text,
	"image_6" text,
	"image_7" text,
	"image_8" text,
	"image_9" text,
	"image_10" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "driver_notifications" ADD CONSTRAINT "driver_notifications_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_notifications" ADD CONSTRAINT "driver_notifications_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_notifications" ADD CONSTRAINT "driver_notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_assignments" ADD CONSTRAINT "vehicle_assignments_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_assignments" ADD CONSTRAINT "vehicle_assignments_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_notifications_driver" ON "driver_notifications" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_user_id_unique" ON "drivers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "drivers_name" ON "drivers" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "drivers_supervisor" ON "drivers" USING btree (lower("supervisor"),"id");--> statement-breakpoint
CREATE INDEX "drivers_location_id" ON "drivers" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "drivers_expiry_date" ON "drivers" USING btree ("expiry_date","id");--> statement-breakpoint
CREATE INDEX "drivers_license_no" ON "drivers" USING btree ("license_no");--> statement-breakpoint
CREATE INDEX "drivers_status" ON "drivers" USING btree ("archived","enabled");--> statement-breakpoint
CREATE INDEX "activity_log_action_date" ON "activity_log" USING btree ("action_date");--> statement-breakpoint
CREATE INDEX "activity_log_driver" ON "activity_log" USING btree ("driver_id","action_date");--> statement-breakpoint
CREATE INDEX "activity_log_vehicle" ON "activity_log" USING btree ("vehicle_id","action_date");--> statement-breakpoint
CREATE INDEX "vehicle_assignments_driver" ON "vehicle_assignments" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "vehicle_assignments_vehicle_slot" ON "vehicle_assignments" USING btree ("vehicle_id","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_equipment_number_unique" ON "vehicles" USING btree ("equipment_number");--> statement-breakpoint
CREATE INDEX "vehicles_vin_no" ON "vehicles" USING btree ("vin_no");--> statement-breakpoint
CREATE INDEX "vehicles_status" ON "vehicles" USING btree ("status","enabled");--> statement-breakpoint
CREATE INDEX "vehicles_parent_type" ON "vehicles" USING btree ("vehicle_parent_type");--> statement-breakpoint
-- The six work locations the spec allows (spec 01 section 9); the API offers only these.
INSERT INTO "locations" ("name") VALUES ('Mine Engineering'), ('Colby Building'), ('Admin Building'), ('Processing Ops'), ('Sept Iles'), ('Others') ON CONFLICT ("name") DO NOTHING;
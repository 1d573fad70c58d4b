CREATE TABLE "checklist_item_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"item" text NOT NULL,
	"severity" text NOT NULL,
	"vehicle_parent_type" text,
	CONSTRAINT "checklist_item_classes_severity" CHECK ("checklist_item_classes"."severity" in ('major', 'minor'))
);
--> statement-breakpoint
CREATE TABLE "defect_occurrences" (
	"id" serial PRIMARY KEY NOT NULL,
	"defect_id" integer NOT NULL,
	"checklist_id" integer,
	"remarks" text,
	"reported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "defects" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"item" text NOT NULL,
	"severity" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone,
	"checklist_id" integer,
	"acknowledged_by" integer,
	"acknowledged_at" timestamp with time zone,
	"repaired_by" integer,
	"repaired_at" timestamp with time zone,
	"repair_notes" text,
	"repair_cost" numeric(10, 2),
	"verified_by" integer,
	"verified_at" timestamp with time zone,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	"close_reason" text,
	CONSTRAINT "defects_severity" CHECK ("defects"."severity" in ('major', 'minor')),
	CONSTRAINT "defects_status" CHECK ("defects"."status" in ('open', 'acknowledged', 'repaired', 'verified', 'no_defect_found')),
	CONSTRAINT "defects_repair_cost" CHECK ("defects"."repair_cost" is null or "defects"."repair_cost" >= 0)
);
--> statement-breakpoint
ALTER TABLE "defect_occurrences" ADD CONSTRAINT "defect_occurrences_defect_id_defects_id_fk" FOREIGN KEY ("defect_id") REFERENCES "public"."defects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defect_occurrences" ADD CONSTRAINT "defect_occurrences_checklist_id_checklists_id_fk" FOREIGN KEY ("checklist_id") REFERENCES "public"."checklists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defects" ADD CONSTRAINT "defects_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defects" ADD CONSTRAINT "defects_checklist_id_checklists_id_fk" FOREIGN KEY ("checklist_id") REFERENCES "public"."checklists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defects" ADD CONSTRAINT "defects_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defects" ADD CONSTRAINT "defects_repaired_by_users_id_fk" FOREIGN KEY ("repaired_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defects" ADD CONSTRAINT "defects_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defects" ADD CONSTRAINT "defects_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checklist_item_classes_item_type" ON "checklist_item_classes" USING btree ("item",coalesce("vehicle_parent_type", ''));--> statement-breakpoint
CREATE INDEX "defect_occurrences_defect" ON "defect_occurrences" USING btree ("defect_id","reported_at");--> statement-breakpoint
CREATE UNIQUE INDEX "defects_one_open" ON "defects" USING btree ("vehicle_id","item") WHERE "defects"."status" not in ('verified', 'no_defect_found');--> statement-breakpoint
CREATE INDEX "defects_status_reported" ON "defects" USING btree ("status","reported_at");--> statement-breakpoint
CREATE INDEX "defects_vehicle" ON "defects" USING btree ("vehicle_id");
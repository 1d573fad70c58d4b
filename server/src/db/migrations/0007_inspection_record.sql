CREATE TABLE "checklist_amendments" (
	"id" serial PRIMARY KEY NOT NULL,
	"checklist_id" integer NOT NULL,
	"author_id" integer,
	"author_name" text NOT NULL,
	"reason" text NOT NULL,
	"correction" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "defect_repair_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"defect_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checklists" ADD COLUMN "location_id" integer;--> statement-breakpoint
ALTER TABLE "checklists" ADD COLUMN "place" text;--> statement-breakpoint
ALTER TABLE "checklists" ADD COLUMN "statement_version" text;--> statement-breakpoint
ALTER TABLE "checklists" ADD COLUMN "signature_key" text;--> statement-breakpoint
ALTER TABLE "checklists" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checklists" ADD COLUMN "signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checklist_amendments" ADD CONSTRAINT "checklist_amendments_checklist_id_checklists_id_fk" FOREIGN KEY ("checklist_id") REFERENCES "public"."checklists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_amendments" ADD CONSTRAINT "checklist_amendments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defect_repair_photos" ADD CONSTRAINT "defect_repair_photos_defect_id_defects_id_fk" FOREIGN KEY ("defect_id") REFERENCES "public"."defects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_amendments_checklist" ON "checklist_amendments" USING btree ("checklist_id","created_at");--> statement-breakpoint
CREATE INDEX "defect_repair_photos_defect" ON "defect_repair_photos" USING btree ("defect_id");--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
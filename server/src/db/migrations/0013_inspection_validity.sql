-- Issue 36: how long an inspection is valid, and the drivers who countersigned it.
-- Hand-written (not drizzle-kit). `valid_until` is worked out when a checklist is submitted, from its
-- form version's validity (24 hours, the shift, the calendar day) and the site's shifts, and never
-- changes after. Checklists from before this migration keep it null and count for their calendar
-- day, as they always did (the queries read a null as "until the end of `date`").
ALTER TABLE "checklists" ADD COLUMN "valid_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "checklists_vehicle_valid_until" ON "checklists" USING btree ("vehicle_id","valid_until");--> statement-breakpoint
CREATE TABLE "checklist_countersignatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"checklist_id" integer NOT NULL,
	"user_id" integer,
	"driver_id" integer,
	"signer_name" text NOT NULL,
	"statement_version" text NOT NULL,
	"signature_key" text,
	"signature_typed_name" text,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checklist_countersignatures" ADD CONSTRAINT "checklist_countersignatures_checklist_id_checklists_id_fk" FOREIGN KEY ("checklist_id") REFERENCES "public"."checklists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_countersignatures" ADD CONSTRAINT "checklist_countersignatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_countersignatures" ADD CONSTRAINT "checklist_countersignatures_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checklist_countersignatures_once" ON "checklist_countersignatures" USING btree ("checklist_id","user_id");

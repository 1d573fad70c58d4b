-- Issue 36: a defect keeps the code of the defect description found (its class is the defect's
-- `severity`), and a defect may be reported at any time without a checklist (POST api/defects):
-- such a report is an occurrence without a checklist, with who reported it, the code or a note
-- (its `remarks`) and its photos. Hand-written (not drizzle-kit), see 0012.
ALTER TABLE "defects" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "defect_occurrences" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "defect_occurrences" ADD COLUMN "reported_by" integer;--> statement-breakpoint
ALTER TABLE "defect_occurrences" ADD CONSTRAINT "defect_occurrences_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "defect_report_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"occurrence_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "defect_report_photos" ADD CONSTRAINT "defect_report_photos_occurrence_id_defect_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."defect_occurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "defect_report_photos_occurrence" ON "defect_report_photos" USING btree ("occurrence_id");--> statement-breakpoint
CREATE INDEX "defects_code" ON "defects" USING btree ("code");--> statement-breakpoint
-- Until now a chosen code headed the occurrence's remarks ('1.A: note', or '1.A' alone). Only where
-- the checklist's form version lists that code for the defect's item is it taken out of the text.
UPDATE "defect_occurrences" AS "o" SET
	"code" = substring("o"."remarks" from '^([0-9]+\.[0-9A-Z]+)(?:: |$)'),
	"remarks" = nullif(regexp_replace("o"."remarks", '^[0-9]+\.[0-9A-Z]+(: |$)', ''), '')
FROM "defects" AS "d", "checklists" AS "c", "inspection_form_versions" AS "v"
WHERE "d"."id" = "o"."defect_id" AND "c"."id" = "o"."checklist_id" AND "v"."id" = "c"."form_version_id"
	AND "o"."remarks" ~ '^[0-9]+\.[0-9A-Z]+(: |$)'
	AND EXISTS (
		SELECT 1 FROM jsonb_array_elements("v"."sections") AS "s", jsonb_array_elements("s"->'items') AS "i",
			jsonb_array_elements("i"->'defects') AS "e"
		WHERE "i"->>'key' = "d"."item" AND "e"->>'code' = substring("o"."remarks" from '^([0-9]+\.[0-9A-Z]+)(?:: |$)')
	);--> statement-breakpoint
-- A defect's code is its first report's.
UPDATE "defects" AS "d" SET "code" = (
	SELECT "o"."code" FROM "defect_occurrences" AS "o"
	WHERE "o"."defect_id" = "d"."id" AND "o"."code" IS NOT NULL ORDER BY "o"."reported_at", "o"."id" LIMIT 1
) WHERE "d"."code" IS NULL;

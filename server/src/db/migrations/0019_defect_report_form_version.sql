-- Issue 36/37: a defect reported without a checklist (POST api/defects) keeps the form version it
-- was reported on, so its item reads as that version words it (not its key made readable).
ALTER TABLE "defects" ADD COLUMN "form_version_id" integer;--> statement-breakpoint
ALTER TABLE "defects" ADD CONSTRAINT "defects_form_version_id_inspection_form_versions_id_fk" FOREIGN KEY ("form_version_id") REFERENCES "public"."inspection_form_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Defects reported before this: the latest version, published by the report's time, of the form the
-- vehicle uses (the one naming it, else its type's, else the default) that has the item.
UPDATE "defects" AS d SET "form_version_id" = (
  SELECT v."id"
  FROM "inspection_form_versions" v
  JOIN "inspection_forms" f ON f."id" = v."form_id"
  JOIN "vehicles" veh ON veh."id" = d."vehicle_id"
  WHERE v."published_at" <= d."reported_at"
    AND EXISTS (
      SELECT 1 FROM jsonb_array_elements(v."sections") part(value), jsonb_array_elements(part.value->'items') entry(value)
      WHERE entry.value->>'key' = d."item"
    )
    AND (
      f."applies_to"->'vehicle_ids' @> to_jsonb(veh."id")
      OR f."applies_to"->'vehicle_parent_types' @> to_jsonb(veh."vehicle_parent_type")
      OR f."is_default"
    )
  ORDER BY
    f."applies_to"->'vehicle_ids' @> to_jsonb(veh."id") DESC,
    f."applies_to"->'vehicle_parent_types' @> to_jsonb(veh."vehicle_parent_type") DESC,
    v."published_at" DESC,
    v."id" DESC
  LIMIT 1
)
WHERE d."checklist_id" IS NULL;

-- Issue 35: a person who cannot draw (keyboard only, a screen reader) signs by typing their name.
-- Null for a drawn signature and for an unsigned checklist.
ALTER TABLE "checklists" ADD COLUMN "signature_typed_name" text;

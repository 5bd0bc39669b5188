ALTER TABLE "therapist_profiles" ADD COLUMN "photo" bytea;--> statement-breakpoint
ALTER TABLE "therapist_profiles" ADD COLUMN "photo_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "therapist_therapies" ADD COLUMN "arrangement_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- Offers made before durations were chosen per therapist keep every duration of their therapy.
UPDATE "therapist_therapies" tt SET "arrangement_ids" = coalesce(
  (SELECT array_agg(ta."arrangement_id" ORDER BY ta."arrangement_id") FROM "therapy_arrangements" ta WHERE ta."therapy_id" = tt."therapy_id"),
  '{}'
);

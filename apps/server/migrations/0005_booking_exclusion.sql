-- Never two live bookings of one therapist at one time (DESIGN.md section 6): cancelled bookings
-- do not block, so a cancelled slot is bookable again at once.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("therapist_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("cancelled_at" IS NULL);

CREATE TABLE "booking_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "number_year" integer;--> statement-breakpoint
-- Every booking made so far gets its number: per year it was made in (Zurich), in the order made.
UPDATE "bookings" SET "number_year" = "numbered"."year", "number_in_year" = "numbered"."number"
FROM (
	SELECT "id", "year", (row_number() OVER (PARTITION BY "year" ORDER BY "created_at", "id"))::integer AS "number"
	FROM (SELECT "id", "created_at", extract(year FROM "created_at" AT TIME ZONE 'Europe/Zurich')::integer AS "year" FROM "bookings") AS "made"
) AS "numbered"
WHERE "bookings"."id" = "numbered"."id";--> statement-breakpoint
-- The counters go on from the last number of each year.
INSERT INTO "booking_counters" ("year", "last")
SELECT "number_year", max("number_in_year") FROM "bookings" WHERE "number_year" IS NOT NULL GROUP BY "number_year";--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_number_idx" ON "bookings" USING btree ("number_year","number_in_year");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_number" CHECK (("bookings"."number_year" is null) = ("bookings"."number_in_year" is null));

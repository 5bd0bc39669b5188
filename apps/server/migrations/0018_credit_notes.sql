CREATE TABLE "credit_note_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credit_note_number" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "cancelled_on" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credit_note_number_unique" UNIQUE("credit_note_number");--> statement-breakpoint
WITH "numbered" AS (
	SELECT "id", extract(year from "created_at")::int AS "year", row_number() OVER (PARTITION BY extract(year from "created_at") ORDER BY "id") AS "n"
	FROM "invoices" WHERE "state" = 'cancelled'
)
UPDATE "invoices" SET "credit_note_number" = "numbered"."year" || '-' || lpad("numbered"."n"::text, 4, '0'), "cancelled_on" = "invoices"."issued_on"
FROM "numbered" WHERE "numbered"."id" = "invoices"."id";--> statement-breakpoint
INSERT INTO "credit_note_counters" ("year", "last")
SELECT extract(year from "created_at")::int, count(*) FROM "invoices" WHERE "state" = 'cancelled' GROUP BY 1;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credit_note" CHECK (("invoices"."state" = 'cancelled') = ("invoices"."credit_note_number" is not null));
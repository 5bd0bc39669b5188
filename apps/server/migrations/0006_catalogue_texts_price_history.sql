CREATE TABLE "arrangement_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "arrangement_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"arrangement_id" integer NOT NULL,
	"price_rappen" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"slot_minutes" integer NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by_user_id" integer
);
--> statement-breakpoint
ALTER TABLE "therapies" ADD COLUMN "texts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "arrangement_prices" ADD CONSTRAINT "arrangement_prices_arrangement_id_arrangements_id_fk" FOREIGN KEY ("arrangement_id") REFERENCES "public"."arrangements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arrangement_prices_idx" ON "arrangement_prices" USING btree ("arrangement_id","valid_from");--> statement-breakpoint
-- The prices that were in force before the history existed.
INSERT INTO "arrangement_prices" ("arrangement_id", "price_rappen", "duration_minutes", "slot_minutes")
SELECT "id", "price_rappen", "duration_minutes", "slot_minutes" FROM "arrangements";

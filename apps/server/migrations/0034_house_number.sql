ALTER TABLE "users" ADD COLUMN "house_number" text;--> statement-breakpoint
-- A street entered as one line ("Seefeldstrasse 42", "Bahnhofstr. 12a", "Ringstrasse 3-5") is split
-- into its street and house number; anything else (no trailing number, "12 rue du Lac") stays as it was.
UPDATE "users" SET "street" = "parts"[1], "house_number" = "parts"[2]
FROM (SELECT "id" AS "user_id", regexp_match("street", '^\s*(.*[^\s\d,])[\s,]+(\d{1,4}[a-zA-Z]?(?:\s?[-/]\s?\d{1,4}[a-zA-Z]?)?)\s*$') AS "parts" FROM "users" WHERE "street" IS NOT NULL) AS "split"
WHERE "users"."id" = "split"."user_id" AND "split"."parts" IS NOT NULL;
--> statement-breakpoint
-- The same for the QR-bill's creditor in the practice settings.
UPDATE "settings" SET "value" = jsonb_set(jsonb_set("value", '{creditor,street}', to_jsonb("parts"[1])), '{creditor,buildingNumber}', to_jsonb("parts"[2]))
FROM (SELECT regexp_match("value" #>> '{creditor,street}', '^\s*(.*[^\s\d,])[\s,]+(\d{1,4}[a-zA-Z]?(?:\s?[-/]\s?\d{1,4}[a-zA-Z]?)?)\s*$') AS "parts" FROM "settings" WHERE "key" = 'practice') AS "split"
WHERE "settings"."key" = 'practice' AND "split"."parts" IS NOT NULL AND coalesce("value" #>> '{creditor,buildingNumber}', '') = '';

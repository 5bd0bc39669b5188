ALTER TABLE "users" ADD COLUMN "inactive_from" date;

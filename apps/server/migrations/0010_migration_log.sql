CREATE TABLE "migration_log" (
	"name" text PRIMARY KEY NOT NULL,
	"journal_when" bigint NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	CONSTRAINT "migration_log_journal_when_unique" UNIQUE("journal_when")
);

CREATE TABLE "nightly_backups" (
	"day" date PRIMARY KEY NOT NULL,
	"file" text NOT NULL,
	"bytes" bigint NOT NULL,
	"written_at" timestamp with time zone NOT NULL
);

-- Per-address request counts shared by every server process (decision 0086): UNLOGGED, no write-ahead
-- log for counts that live a minute; a crash empties the table, which forgets at most one window.
CREATE UNLOGGED TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);

CREATE TABLE "login_throttle" (
	"login_key" text NOT NULL,
	"address" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone,
	"last_failure_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	CONSTRAINT "login_throttle_login_key_address_pk" PRIMARY KEY("login_key","address")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "can_impersonate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "login_throttle_failure_idx" ON "login_throttle" USING btree ("last_failure_at");
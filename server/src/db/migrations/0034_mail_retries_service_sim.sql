ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "sim_iccid" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "sim_id" integer;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_sim_id_simcards_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."simcards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "services_sim_idx" ON "services" USING btree ("sim_id");--> statement-breakpoint
CREATE UNIQUE INDEX "services_sim_live_idx" ON "services" USING btree ("sim_id") WHERE "services"."sim_id" is not null and "services"."archived_at" is null and "services"."status" <> 'ENDED';--> statement-breakpoint
-- A message that failed before retries existed is a dead letter: it is not sent again by surprise.
UPDATE "outbox" SET "status" = 'dead', "attempts" = 1 WHERE "status" = 'failed';

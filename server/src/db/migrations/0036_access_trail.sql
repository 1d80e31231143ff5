CREATE TABLE "access_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"email" text,
	"actor_id" integer,
	"actor_name" text,
	"ip" text,
	"details" jsonb
);
--> statement-breakpoint
ALTER TABLE "logs" ADD COLUMN "lines" jsonb;--> statement-breakpoint
CREATE INDEX "access_events_user_idx" ON "access_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "access_events_kind_idx" ON "access_events" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "access_events_created_at_idx" ON "access_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "access_events_actor_idx" ON "access_events" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "access_events_email_trgm" ON "access_events" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
-- Decision 0084: sign-ins, impersonations and preference-only changes leave the activity log for the
-- access trail, with their time, author and address; the log keeps changes to the business's records.
INSERT INTO "access_events" ("created_at", "kind", "user_id", "email", "actor_id", "actor_name", "ip", "details")
SELECT "created_at",
	CASE WHEN "verb" = 'impersonate' THEN 'impersonation_start' ELSE 'sign_in' END,
	CASE
		WHEN "verb" = 'impersonate' AND "after" ? 'user_id' THEN ("after"->>'user_id')::integer
		WHEN "object_type" = 'user' AND "object_id" ~ '^[0-9]{1,9}$' THEN "object_id"::integer
	END,
	coalesce("after"->>'email', "object_repr"),
	CASE WHEN "verb" = 'impersonate' OR "after" ? 'impersonated_by' THEN "author_id" END,
	CASE WHEN "verb" = 'impersonate' OR "after" ? 'impersonated_by' THEN "author_name" END,
	"after"->>'ip',
	CASE
		WHEN "verb" = 'impersonate' AND "object_type" = 'customer' THEN jsonb_build_object('customer_id', "object_id"::integer, 'moved_from_log', "id")
		WHEN "after" ? 'impersonated_by' THEN jsonb_build_object('impersonated', true, 'moved_from_log', "id")
		ELSE jsonb_build_object('moved_from_log', "id")
	END
FROM "logs"
WHERE "verb" IN ('login', 'impersonate')
ORDER BY "id";
--> statement-breakpoint
INSERT INTO "access_events" ("created_at", "kind", "user_id", "email", "actor_id", "actor_name", "details")
SELECT l."created_at", 'preferences', l."object_id"::integer, l."object_repr", l."author_id", l."author_name",
	(SELECT jsonb_object_agg(k, jsonb_build_object('from', l."before"->k, 'to', l."after"->k)) FROM jsonb_object_keys(l."after") k)
		|| jsonb_build_object('moved_from_log', l."id")
FROM "logs" l
WHERE l."verb" = 'update' AND l."object_type" = 'user' AND l."object_id" ~ '^[0-9]{1,9}$'
	AND jsonb_typeof(l."after") = 'object' AND l."after" <> '{}'::jsonb
	AND NOT EXISTS (SELECT 1 FROM jsonb_object_keys(l."after") k WHERE k NOT IN ('theme', 'locale'))
ORDER BY l."id";
--> statement-breakpoint
DELETE FROM "logs" WHERE "verb" IN ('login', 'impersonate')
	OR ("verb" = 'update' AND "object_type" = 'user' AND "object_id" ~ '^[0-9]{1,9}$'
		AND jsonb_typeof("after") = 'object' AND "after" <> '{}'::jsonb
		AND NOT EXISTS (SELECT 1 FROM jsonb_object_keys("after") k WHERE k NOT IN ('theme', 'locale')));

CREATE TABLE "usage_folded_months" (
	"month" date PRIMARY KEY NOT NULL,
	"folded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Hand-written (docs/decisions/0045): the rollups as the new rule keeps them. No day × device rows
-- (the records of a day are that already); no month × SIM or month × device rows for a month not yet
-- over; the months already over are marked folded, since their month rows were kept as deltas.
DELETE FROM "usage_rollups" WHERE "grain" = 'day' AND "dimension" = 'device';
--> statement-breakpoint
DELETE FROM "usage_rollups" WHERE "grain" = 'month' AND "dimension" IN ('sim', 'device') AND "period" >= date_trunc('month', current_date)::date;
--> statement-breakpoint
INSERT INTO "usage_folded_months" ("month")
SELECT DISTINCT "period" FROM "usage_rollups" WHERE "grain" = 'month' AND "dimension" = 'customer' AND "period" < date_trunc('month', current_date)::date
ON CONFLICT DO NOTHING;

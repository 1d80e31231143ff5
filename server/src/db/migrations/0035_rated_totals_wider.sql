ALTER TABLE "usage_rollups" ALTER COLUMN "total_price" SET DATA TYPE numeric(30, 6);--> statement-breakpoint
ALTER TABLE "usage_rollups" ALTER COLUMN "total_cost" SET DATA TYPE numeric(30, 6);--> statement-breakpoint
ALTER TABLE "usages" ALTER COLUMN "total_price" SET DATA TYPE numeric(30, 6);--> statement-breakpoint
ALTER TABLE "usages" ALTER COLUMN "total_cost" SET DATA TYPE numeric(30, 6);
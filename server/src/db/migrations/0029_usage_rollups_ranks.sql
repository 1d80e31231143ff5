-- The usage report's page by usage or by price, grouped by SIM or device over one folded month
-- (docs/decisions/0044, 0047): these rows are one per SIM (up to 2,000,000 in a source's month), so
-- the first page walks an index in the page's order instead of sorting every row of the month. Only
-- the month rows of the folded dimensions: ingestion of a running month never writes them (decision
-- 0045), so the figures in these keys move only when a month is folded or corrected afterwards.
-- Hand-written (drizzle's index builder has no INCLUDE nor partial predicate with IN); the schema's
-- comment on usage_rollups names them.
CREATE INDEX IF NOT EXISTS "usage_rollups_month_usage_idx" ON "usage_rollups" ("dimension", "source", "period", "bytes", "key_id") INCLUDE ("total_price") WHERE "grain" = 'month' AND "dimension" IN ('device', 'sim');--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "usage_rollups_month_price_idx" ON "usage_rollups" ("dimension", "source", "period", "total_price", "key_id") INCLUDE ("bytes") WHERE "grain" = 'month' AND "dimension" IN ('device', 'sim');

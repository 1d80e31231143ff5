-- A report's read of the rollups filters four correlated columns (grain, dimension, source, period):
-- planned as independent, a month by SIM was estimated at 515 rows for 35,715 (scale 0.1), and joined
-- to the SIM cards by one index lookup per row (300 ms) instead of a hash join. Statistics across
-- the four columns give the planner the real count.
CREATE STATISTICS IF NOT EXISTS "usage_rollups_dims" (dependencies, mcv) ON "grain", "dimension", "source", "period" FROM "usage_rollups";

-- A fragment of an ICCID, IMSI or phone number typed into q (nine digits from the middle, say) was a
-- trigram search: digits make only 1,000 trigrams, each shared by a large share of 2,000,000 cards, so
-- the index returned posting lists of tens of thousands of rows to intersect and recheck (10 ms).
-- Six-digit grams of each run of digits are a million distinct keys, each held by a few dozen cards:
-- a fragment of six digits or more finds its cards by the intersection of a few short lists
-- (platform/search-plan.ts, decision 0043).
CREATE OR REPLACE FUNCTION digit_grams(value text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT substr(run[1], i, 6)), '{}')
  FROM regexp_matches(value, '[0-9]{6,}', 'g') AS run, generate_series(1, length(run[1]) - 5) AS i
$$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "simcards_digit_grams_idx" ON "simcards"
  USING gin (digit_grams(coalesce("iccid", '') || ' ' || coalesce("imsi", '') || ' ' || coalesce("phone_number", '')));

-- Site 1 is the default stock site (spec 1 §3): devices returned to stock land there, so it must
-- exist on every database, including the empty ones tests start from, not only on seeded ones.
INSERT INTO "sites" ("id", "name", "is_stock") VALUES (1, 'Stock', true) ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('sites', 'id'), (SELECT max("id") FROM "sites"));

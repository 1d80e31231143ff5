ALTER TABLE "invoices" ADD COLUMN "paid_at" date;--> statement-breakpoint
-- Invoices marked paid before this column existed: the day of their last change in Brussels is the best record of it.
UPDATE "invoices" SET "paid_at" = ("updated_at" AT TIME ZONE 'Europe/Brussels')::date WHERE "status" = 'paid' AND "paid_at" IS NULL;

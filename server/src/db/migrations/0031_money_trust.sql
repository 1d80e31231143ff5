CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
DROP INDEX "invoices_reversed_invoice_key";--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "peppol_id" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "register_mention" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "invoice_channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "invoice_lang" text;--> statement-breakpoint
ALTER TABLE "invoice_sequences" ADD COLUMN "last_invoiced_at" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "document" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited_total" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "peppol_status" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "peppol_message_id" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "peppol_error" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "peppol_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "peppol_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "invoices_reversed_invoice_idx" ON "invoices" USING btree ("reversed_invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_peppol_status_idx" ON "invoices" USING btree ("peppol_status","id");
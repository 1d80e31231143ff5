CREATE TABLE "billing_marks" (
	"invoice_id" integer NOT NULL,
	"item" text NOT NULL,
	"item_id" integer NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	CONSTRAINT "billing_marks_invoice_id_item_item_id_pk" PRIMARY KEY("invoice_id","item","item_id")
);
--> statement-breakpoint
ALTER TABLE "billing_marks" ADD CONSTRAINT "billing_marks_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;
CREATE INDEX "addresses_accounting_code_trgm" ON "addresses" USING gin ("accounting_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "addresses_vat_trgm" ON "addresses" USING gin ("vat" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "addresses_payment_method_idx" ON "addresses" USING btree ("payment_method");--> statement-breakpoint
CREATE INDEX "addresses_archived_idx" ON "addresses" USING btree ("archived_at");--> statement-breakpoint
CREATE INDEX "companies_vat_number_trgm" ON "companies" USING gin ("vat_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_archived_idx" ON "companies" USING btree ("archived_at");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_invoice_prefix_key" ON "companies" USING btree ("invoice_prefix") WHERE "companies"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "contacts_phone_trgm" ON "contacts" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_type_idx" ON "contacts" USING btree ("contact_type");--> statement-breakpoint
CREATE INDEX "contacts_archived_idx" ON "contacts" USING btree ("archived_at");--> statement-breakpoint
CREATE INDEX "sites_address_trgm" ON "sites" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sites_is_stock_idx" ON "sites" USING btree ("is_stock");--> statement-breakpoint
CREATE INDEX "sites_country_city_idx" ON "sites" USING btree ("country","city");--> statement-breakpoint
CREATE INDEX "sites_city_idx" ON "sites" USING btree ("city");--> statement-breakpoint
CREATE INDEX "sites_contract_data_source_idx" ON "sites" USING btree ("contract_data_source");--> statement-breakpoint
CREATE INDEX "logs_verb_idx" ON "logs" USING btree ("verb","id");--> statement-breakpoint
CREATE INDEX "logs_created_at_idx" ON "logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "logs_author_name_trgm" ON "logs" USING gin ("author_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "logs_object_repr_trgm" ON "logs" USING gin ("object_repr" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "logs_object_type_trgm" ON "logs" USING gin ("object_type" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outbox_status_idx" ON "outbox" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "outbox_channel_idx" ON "outbox" USING btree ("channel","id");--> statement-breakpoint
CREATE INDEX "outbox_recipient_trgm" ON "outbox" USING gin ("recipient" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outbox_subject_trgm" ON "outbox" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_invoice_prefix_range" CHECK ("companies"."invoice_prefix" between 1 and 9);--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_lat_range" CHECK ("sites"."lat" between -90 and 90);--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_lng_range" CHECK ("sites"."lng" between -180 and 180);--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_data_limit_positive" CHECK ("sites"."data_limit" >= 0);
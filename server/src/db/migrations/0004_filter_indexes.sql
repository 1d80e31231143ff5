CREATE INDEX "companies_country_idx" ON "companies" USING btree ("country");--> statement-breakpoint
CREATE INDEX "customers_support_level_idx" ON "customers" USING btree ("support_level");--> statement-breakpoint
CREATE INDEX "customers_account_manager_idx" ON "customers" USING btree ("account_manager_id");--> statement-breakpoint
CREATE INDEX "customers_presale_idx" ON "customers" USING btree ("presale_id");--> statement-breakpoint
CREATE INDEX "customers_country_idx" ON "customers" USING btree ("country");--> statement-breakpoint
CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "customers_nightswatch_idx" ON "customers" USING btree ("id") WHERE "customers"."nightswatch";--> statement-breakpoint
CREATE INDEX "logs_object_id_idx" ON "logs" USING btree ("object_id");--> statement-breakpoint
CREATE INDEX "outbox_created_at_idx" ON "outbox" USING btree ("created_at");
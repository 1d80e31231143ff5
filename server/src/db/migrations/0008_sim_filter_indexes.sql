CREATE INDEX "location_updates_timestamp_idx" ON "location_updates" USING btree ("timestamp");--> statement-breakpoint
CREATE INDEX "location_updates_type_idx" ON "location_updates" USING btree ("type","timestamp");--> statement-breakpoint
CREATE INDEX "location_updates_country_idx" ON "location_updates" USING btree ("country_iso3","timestamp");--> statement-breakpoint
CREATE INDEX "providers_name_trgm" ON "providers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "providers_api_idx" ON "providers" USING btree ("api");--> statement-breakpoint
CREATE INDEX "simcards_site_idx" ON "simcards" USING btree ("site_id","id");--> statement-breakpoint
CREATE INDEX "simcards_variant_idx" ON "simcards" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "simcards_active_idx" ON "simcards" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "simcards_updated_idx" ON "simcards" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "simpools_live_idx" ON "simpools" USING btree ("id") WHERE "simpools"."archived_at" is null;
CREATE INDEX "ips_used_idx" ON "ips" USING btree ("used","id");--> statement-breakpoint
CREATE INDEX "ips_subnet_idx" ON "ips" USING btree ("subnet","id");--> statement-breakpoint
CREATE INDEX "ips_subnet_type_idx" ON "ips" USING btree ("subnet_type","id");--> statement-breakpoint
CREATE INDEX "ips_firewall_idx" ON "ips" USING btree ("firewall","id");--> statement-breakpoint
CREATE INDEX "ips_vlan_idx" ON "ips" USING btree ("vlan_id","id");--> statement-breakpoint
CREATE INDEX "line_providers_name_trgm" ON "line_providers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lines_address_trgm" ON "lines" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lines_provider_idx" ON "lines" USING btree ("provider_id","id");--> statement-breakpoint
CREATE INDEX "lines_package_idx" ON "lines" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "lines_type_idx" ON "lines" USING btree ("line_type","id");--> statement-breakpoint
CREATE INDEX "lines_next_action_idx" ON "lines" USING btree ("next_action_date");--> statement-breakpoint
CREATE INDEX "product_items_router_serial_trgm" ON "product_items" USING gin ("router_serial" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_items_power_supply_serial_trgm" ON "product_items" USING gin ("power_supply_serial" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_items_reserved_idx" ON "product_items" USING btree ("reserved","id");--> statement-breakpoint
CREATE INDEX "product_items_buy_sm_idx" ON "product_items" USING btree ("buy_sm","id");--> statement-breakpoint
CREATE INDEX "product_items_rent_sold_idx" ON "product_items" USING btree ("rent_sold","id");
CREATE INDEX "devices_owner_idx" ON "devices" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "devices_group_idx" ON "devices" USING btree ("ic_group_id","id");--> statement-breakpoint
CREATE INDEX "devices_reserved_idx" ON "devices" USING btree ("id") WHERE "devices"."reserved";--> statement-breakpoint
CREATE INDEX "devices_fusion_hub_idx" ON "devices" USING btree ("id") WHERE "devices"."is_fusion_hub";--> statement-breakpoint
CREATE INDEX "devices_virtual_idx" ON "devices" USING btree ("id") WHERE "devices"."virtual";--> statement-breakpoint
CREATE INDEX "devices_product_stock_idx" ON "devices" USING btree ("product_id") WHERE "devices"."in_stock" and "devices"."archived_at" is null;
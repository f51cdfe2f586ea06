CREATE INDEX "devices_company_last_seen" ON "devices" USING btree ("company_id","last_seen_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "devices_company_kind_last_seen" ON "devices" USING btree ("company_id","kind","last_seen_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "devices_company_name" ON "devices" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "devices_company_app_version" ON "devices" USING btree ("company_id","app_version","id");
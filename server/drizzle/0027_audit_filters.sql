CREATE INDEX "audit_log_company_type_at" ON "audit_log" USING btree ("company_id","entity_type","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_company_action_at" ON "audit_log" USING btree ("company_id","action","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_company_actor_at" ON "audit_log" USING btree ("company_id",lower("actor_name"),"at","id");
CREATE INDEX "staff_users_first_name" ON "staff_users" USING btree (lower("first_name"));--> statement-breakpoint
CREATE INDEX "staff_users_last_name" ON "staff_users" USING btree (lower("last_name"));--> statement-breakpoint
CREATE INDEX "staff_users_email" ON "staff_users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "staff_users_search" ON "staff_users" USING gin (("first_name" || ' ' || "last_name" || ' ' || "user_name" || ' ' || "email") gin_trgm_ops);
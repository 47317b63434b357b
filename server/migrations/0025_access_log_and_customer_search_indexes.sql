CREATE INDEX "account_contacts_email_trgm_idx" ON "account_contacts" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "account_contacts_phone_prefix_idx" ON "account_contacts" USING btree ("phone" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customer_nodes_name_trgm_idx" ON "customer_nodes" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin (lower("username") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "on_behalf_sessions_started_idx" ON "on_behalf_sessions" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "on_behalf_sessions_reason_trgm_idx" ON "on_behalf_sessions" USING gin (lower("reason") gin_trgm_ops);
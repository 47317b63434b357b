-- Customer search ranks legal names by trigram similarity (trusted extension: the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "on_behalf_actions" (
	"action_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "on_behalf_sessions" (
	"session_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_user_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"reason" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_active_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "on_behalf_sessions_end_reason_check" CHECK ("on_behalf_sessions"."end_reason" in ('closed', 'left', 'expired', 'signed_out'))
);
--> statement-breakpoint
ALTER TABLE "customer_brands" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_nodes" ADD COLUMN "opening_hours" text;--> statement-breakpoint
ALTER TABLE "customer_nodes" ADD COLUMN "delivery_instructions" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "trading_name" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "vat_id" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "registration_number" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "legal_form" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "payment_terms" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "credit_limit" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "account_manager_name" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "account_manager_email" text;--> statement-breakpoint
ALTER TABLE "on_behalf_actions" ADD CONSTRAINT "on_behalf_actions_session_id_on_behalf_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."on_behalf_sessions"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_behalf_sessions" ADD CONSTRAINT "on_behalf_sessions_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_behalf_sessions" ADD CONSTRAINT "on_behalf_sessions_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "on_behalf_actions_session_idx" ON "on_behalf_actions" USING btree ("session_id","at");--> statement-breakpoint
CREATE INDEX "on_behalf_sessions_staff_idx" ON "on_behalf_sessions" USING btree ("staff_user_id","started_at");--> statement-breakpoint
CREATE INDEX "on_behalf_sessions_customer_idx" ON "on_behalf_sessions" USING btree ("customer_id","started_at");--> statement-breakpoint
CREATE INDEX "customer_nodes_city_idx" ON "customer_nodes" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "customer_nodes_postcode_idx" ON "customer_nodes" USING btree (upper("postcode"));--> statement-breakpoint
CREATE INDEX "customers_legal_name_trgm_idx" ON "customers" USING gin (lower("legal_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_customer_id_prefix_idx" ON "customers" USING btree ("customer_id" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_vat_id_idx" ON "customers" USING btree (upper("vat_id"));--> statement-breakpoint
ALTER TABLE "customer_brands" ADD CONSTRAINT "customer_brands_status_check" CHECK ("customer_brands"."status" in ('active', 'pending', 'blocked'));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_currency_check" CHECK ("customers"."currency" ~ '^[A-Z]{3}$');
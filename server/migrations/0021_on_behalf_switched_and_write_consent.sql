CREATE TABLE "on_behalf_write_consents" (
	"change_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"staff_may_write" boolean NOT NULL,
	"changed_by" uuid,
	"changed_by_name" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "on_behalf_sessions" DROP CONSTRAINT "on_behalf_sessions_end_reason_check";--> statement-breakpoint
ALTER TABLE "on_behalf_write_consents" ADD CONSTRAINT "on_behalf_write_consents_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_behalf_write_consents" ADD CONSTRAINT "on_behalf_write_consents_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "on_behalf_write_consents_customer_idx" ON "on_behalf_write_consents" USING btree ("customer_id","changed_at");--> statement-breakpoint
ALTER TABLE "on_behalf_sessions" ADD CONSTRAINT "on_behalf_sessions_end_reason_check" CHECK ("on_behalf_sessions"."end_reason" in ('closed', 'left', 'switched', 'expired', 'signed_out'));
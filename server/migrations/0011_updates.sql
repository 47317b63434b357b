CREATE TABLE "update_states" (
	"update_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "update_states_update_id_user_id_pk" PRIMARY KEY("update_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"audience" text NOT NULL,
	"user_id" uuid,
	"customer_id" text,
	"brand_id" text,
	"type" text NOT NULL,
	"topic" text NOT NULL,
	"header" text NOT NULL,
	"body" text NOT NULL,
	"chip_label" text,
	"cta_label" text,
	"cta_href" text,
	"expires_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "updates_audience_check" CHECK (("updates"."audience" = 'user' and "updates"."user_id" is not null and "updates"."customer_id" is null and "updates"."brand_id" is null)
        or ("updates"."audience" = 'soldTo' and "updates"."customer_id" is not null and "updates"."user_id" is null and "updates"."brand_id" is null)
        or ("updates"."audience" = 'brand' and "updates"."brand_id" is not null and "updates"."user_id" is null and "updates"."customer_id" is null)
        or ("updates"."audience" = 'allCustomers' and "updates"."user_id" is null and "updates"."customer_id" is null and "updates"."brand_id" is null)),
	CONSTRAINT "updates_type_check" CHECK ("updates"."type" in ('notification', 'warning', 'alert'))
);
--> statement-breakpoint
ALTER TABLE "update_states" ADD CONSTRAINT "update_states_update_id_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_states" ADD CONSTRAINT "update_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "updates" ADD CONSTRAINT "updates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "updates" ADD CONSTRAINT "updates_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "update_states_user_idx" ON "update_states" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "updates_user_idx" ON "updates" USING btree ("user_id","created_at" DESC NULLS LAST) WHERE "updates"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "updates_customer_idx" ON "updates" USING btree ("customer_id","created_at" DESC NULLS LAST) WHERE "updates"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "updates_brand_idx" ON "updates" USING btree ("brand_id","created_at" DESC NULLS LAST) WHERE "updates"."brand_id" is not null;--> statement-breakpoint
CREATE INDEX "updates_all_idx" ON "updates" USING btree ("created_at" DESC NULLS LAST) WHERE "updates"."audience" = 'allCustomers';--> statement-breakpoint
CREATE UNIQUE INDEX "updates_password_notice_idx" ON "updates" USING btree ("user_id") WHERE "updates"."topic" = 'expiring_password';
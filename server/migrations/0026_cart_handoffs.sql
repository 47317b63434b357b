CREATE TABLE "cart_handoffs" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"created_by" uuid,
	"order_source" text NOT NULL,
	"order_id" text NOT NULL,
	"order_date" date NOT NULL,
	"brand_id" text NOT NULL,
	"language" text NOT NULL,
	"lines" jsonb NOT NULL,
	"not_sold" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone,
	CONSTRAINT "cart_handoffs_language_check" CHECK ("cart_handoffs"."language" in ('de', 'en', 'es', 'fr', 'it')),
	CONSTRAINT "cart_handoffs_source_check" CHECK ("cart_handoffs"."order_source" in ('sap', 'b2b', 'edi'))
);
--> statement-breakpoint
CREATE TABLE "discontinued_styles" (
	"brand_id" text NOT NULL,
	"style" text NOT NULL,
	"discontinued_on" date NOT NULL,
	CONSTRAINT "discontinued_styles_brand_id_style_pk" PRIMARY KEY("brand_id","style")
);
--> statement-breakpoint
ALTER TABLE "cart_handoffs" ADD CONSTRAINT "cart_handoffs_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_handoffs" ADD CONSTRAINT "cart_handoffs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_handoffs_expires_idx" ON "cart_handoffs" USING btree ("expires_at");
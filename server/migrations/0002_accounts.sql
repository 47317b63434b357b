CREATE TABLE "brands" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"department" text NOT NULL,
	"order" integer NOT NULL,
	"order_brand" integer NOT NULL,
	"icon_plain" text NOT NULL,
	"icon_light" text NOT NULL,
	"icon_dark" text NOT NULL,
	"color_class" text NOT NULL,
	"icon_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_brands" (
	"customer_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"division" text NOT NULL,
	CONSTRAINT "customer_brands_customer_id_brand_id_division_pk" PRIMARY KEY("customer_id","brand_id","division")
);
--> statement-breakpoint
CREATE TABLE "customer_nodes" (
	"node_id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"parent_node_id" text,
	"partner_function" text NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"language" text NOT NULL,
	CONSTRAINT "customer_nodes_partner_function_check" CHECK ("customer_nodes"."partner_function" in ('SP', 'SH', 'BP', 'PY')),
	CONSTRAINT "customer_nodes_country_check" CHECK ("customer_nodes"."country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "customer_nodes_language_check" CHECK ("customer_nodes"."language" in ('de', 'en', 'es', 'fr', 'it'))
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"division" text,
	"country" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_customer_id_check" CHECK ("customers"."customer_id" ~ '^[0-9]{6,10}$'),
	CONSTRAINT "customers_country_check" CHECK ("customers"."country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "customers_language_check" CHECK ("customers"."language" in ('de', 'en', 'es', 'fr', 'it'))
);
--> statement-breakpoint
CREATE TABLE "portal_privileges" (
	"user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"customer_id" text,
	"enabled" text[] DEFAULT '{}'::text[] NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"legacy_brand_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "portal_privileges_user_id_position_pk" PRIMARY KEY("user_id","position"),
	CONSTRAINT "portal_privileges_user_customer_key" UNIQUE("user_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "terms_acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"document_version" text NOT NULL,
	"document_language" text NOT NULL,
	"user_id" uuid,
	"accepted_by" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"channel" text NOT NULL,
	"acted_by_user_id" uuid,
	CONSTRAINT "terms_acceptances_customer_version_key" UNIQUE("customer_id","document_version"),
	CONSTRAINT "terms_acceptances_channel_check" CHECK ("terms_acceptances"."channel" in ('portal', 'public-link'))
);
--> statement-breakpoint
CREATE TABLE "terms_documents" (
	"version" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terms_documents_version_language_pk" PRIMARY KEY("version","language"),
	CONSTRAINT "terms_documents_language_check" CHECK ("terms_documents"."language" in ('de', 'en', 'es', 'fr', 'it'))
);
--> statement-breakpoint
CREATE TABLE "terms_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_customer_logins" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"selected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "creation_reason" text;--> statement-breakpoint
ALTER TABLE "customer_brands" ADD CONSTRAINT "customer_brands_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_brands" ADD CONSTRAINT "customer_brands_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_nodes" ADD CONSTRAINT "customer_nodes_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_nodes" ADD CONSTRAINT "customer_nodes_parent_node_id_customer_nodes_node_id_fk" FOREIGN KEY ("parent_node_id") REFERENCES "public"."customer_nodes"("node_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_privileges" ADD CONSTRAINT "portal_privileges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_privileges" ADD CONSTRAINT "portal_privileges_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_acted_by_user_id_users_id_fk" FOREIGN KEY ("acted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_tokens" ADD CONSTRAINT "terms_tokens_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_customer_logins" ADD CONSTRAINT "user_customer_logins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_customer_logins" ADD CONSTRAINT "user_customer_logins_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_nodes_customer_idx" ON "customer_nodes" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_nodes_parent_idx" ON "customer_nodes" USING btree ("parent_node_id");--> statement-breakpoint
CREATE INDEX "portal_privileges_customer_idx" ON "portal_privileges" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "terms_tokens_customer_idx" ON "terms_tokens" USING btree ("customer_id");
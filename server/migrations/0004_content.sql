CREATE TABLE "content_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"language" text NOT NULL,
	"audience" text NOT NULL,
	"customer_id" text,
	"status" text NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"rows" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "content_pages_variant_key" UNIQUE NULLS NOT DISTINCT("key","language","audience","customer_id","status"),
	CONSTRAINT "content_pages_key_check" CHECK ("content_pages"."key" ~ '^[a-z0-9][a-z0-9-]*(\.[a-z0-9][a-z0-9-]*)*$'),
	CONSTRAINT "content_pages_language_check" CHECK ("content_pages"."language" in ('de', 'en', 'es', 'fr', 'it')),
	CONSTRAINT "content_pages_audience_check" CHECK ("content_pages"."audience" in ('customer', 'internal-user')),
	CONSTRAINT "content_pages_status_check" CHECK ("content_pages"."status" in ('draft', 'published')),
	CONSTRAINT "content_pages_version_check" CHECK ("content_pages"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_pages_customer_idx" ON "content_pages" USING btree ("customer_id");
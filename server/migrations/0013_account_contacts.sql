CREATE TABLE "account_contacts" (
	"contact_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"roles" text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_contacts_roles_check" CHECK (cardinality("account_contacts"."roles") > 0 and "account_contacts"."roles" <@ array['orders', 'invoices', 'deliveries', 'marketing']::text[]),
	CONSTRAINT "account_contacts_phone_check" CHECK ("account_contacts"."phone" ~ '^\+[1-9][0-9]{4,14}$')
);
--> statement-breakpoint
ALTER TABLE "account_contacts" ADD CONSTRAINT "account_contacts_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_contacts_customer_idx" ON "account_contacts" USING btree ("customer_id");
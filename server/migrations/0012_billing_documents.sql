CREATE TABLE "billing_documents" (
	"type" text NOT NULL,
	"document_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"brand_id" text,
	"issue_date" date NOT NULL,
	"due_date" date,
	"currency" text NOT NULL,
	"net_amount" numeric(14, 2) NOT NULL,
	"tax_amount" numeric(14, 2) NOT NULL,
	"gross_amount" numeric(14, 2) NOT NULL,
	"open_amount" numeric(14, 2) NOT NULL,
	"status" text NOT NULL,
	"payment_terms_days" integer,
	"payment_method" text,
	"bill_to" jsonb NOT NULL,
	"payer" jsonb NOT NULL,
	"orders" jsonb NOT NULL,
	"deliveries" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"settlements" jsonb NOT NULL,
	"order_numbers" text DEFAULT '' NOT NULL,
	CONSTRAINT "billing_documents_type_document_id_pk" PRIMARY KEY("type","document_id"),
	CONSTRAINT "billing_documents_type_check" CHECK ("billing_documents"."type" in ('invoice', 'credit_note', 'payment')),
	CONSTRAINT "billing_documents_status_check" CHECK ("billing_documents"."status" in ('open', 'partially_paid', 'paid')),
	CONSTRAINT "billing_documents_currency_check" CHECK ("billing_documents"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_documents" ADD CONSTRAINT "billing_documents_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_documents_customer_type_date_idx" ON "billing_documents" USING btree ("customer_id","type","issue_date" DESC NULLS FIRST,"document_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "billing_documents_customer_type_status_date_idx" ON "billing_documents" USING btree ("customer_id","type","status","issue_date" DESC NULLS FIRST);
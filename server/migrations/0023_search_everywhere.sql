CREATE TABLE "recent_searches" (
	"user_id" uuid NOT NULL,
	"query" text NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_searches_user_id_query_pk" PRIMARY KEY("user_id","query")
);
--> statement-breakpoint
ALTER TABLE "recent_searches" ADD CONSTRAINT "recent_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recent_searches_user_time_idx" ON "recent_searches" USING btree ("user_id","searched_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "billing_documents_customer_id_search_idx" ON "billing_documents" USING btree ("customer_id","document_id" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_order_id_search_idx" ON "orders" USING btree ("customer_id",upper("order_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_po_number_search_idx" ON "orders" USING btree ("customer_id",upper("po_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "tickets_customer_number_search_idx" ON "tickets" USING btree ("customer_id",upper("number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "tickets_subject_trgm_idx" ON "tickets" USING gin (lower("subject") gin_trgm_ops);
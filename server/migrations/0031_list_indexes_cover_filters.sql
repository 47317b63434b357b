DROP INDEX "billing_documents_customer_type_date_idx";--> statement-breakpoint
DROP INDEX "billing_documents_customer_type_status_date_idx";--> statement-breakpoint
DROP INDEX "orders_customer_status_date_idx";--> statement-breakpoint
CREATE INDEX "billing_documents_customer_type_date_idx" ON "billing_documents" USING btree ("customer_id","type","issue_date" DESC NULLS FIRST,"document_id" DESC NULLS FIRST,"status","due_date","currency");--> statement-breakpoint
CREATE INDEX "billing_documents_customer_type_status_date_idx" ON "billing_documents" USING btree ("customer_id","type","status","issue_date" DESC NULLS FIRST,"document_id" DESC NULLS FIRST,"due_date");--> statement-breakpoint
CREATE INDEX "orders_customer_status_date_idx" ON "orders" USING btree ("customer_id","status","order_date" DESC NULLS FIRST,"source" DESC NULLS FIRST,"order_id" DESC NULLS FIRST);
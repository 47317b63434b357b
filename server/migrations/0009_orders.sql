CREATE TABLE "order_deliveries" (
	"source" text NOT NULL,
	"order_id" text NOT NULL,
	"delivery_number" text NOT NULL,
	"ship_date" date NOT NULL,
	"carrier" text NOT NULL,
	"tracking_number" text,
	"tracking_url" text,
	"delivered_on" date,
	"signed_by" text,
	"lines" jsonb NOT NULL,
	CONSTRAINT "order_deliveries_source_order_id_delivery_number_pk" PRIMARY KEY("source","order_id","delivery_number")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"source" text NOT NULL,
	"order_id" text NOT NULL,
	"line_number" integer NOT NULL,
	"style" text NOT NULL,
	"style_name" text NOT NULL,
	"colour" text NOT NULL,
	"colour_name" text NOT NULL,
	"size" text NOT NULL,
	"sku" text NOT NULL,
	"ordered_quantity" integer NOT NULL,
	"confirmed_quantity" integer NOT NULL,
	"shipped_quantity" integer NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"net_amount" numeric(14, 2) NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "order_lines_source_order_id_line_number_pk" PRIMARY KEY("source","order_id","line_number")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"source" text NOT NULL,
	"order_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"ship_to_id" text NOT NULL,
	"ship_to_name" text NOT NULL,
	"brand_id" text NOT NULL,
	"season" text NOT NULL,
	"po_number" text,
	"order_date" date NOT NULL,
	"requested_from" date NOT NULL,
	"requested_to" date NOT NULL,
	"confirmed_from" date,
	"confirmed_to" date,
	"confirmed_on" date,
	"invoiced_on" date,
	"cancelled_on" date,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"net_total" numeric(14, 2) NOT NULL,
	"line_count" integer NOT NULL,
	"ordered_quantity" integer NOT NULL,
	CONSTRAINT "orders_source_order_id_pk" PRIMARY KEY("source","order_id"),
	CONSTRAINT "orders_source_check" CHECK ("orders"."source" in ('sap', 'b2b', 'edi')),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('open', 'confirmed', 'partially_shipped', 'shipped', 'invoiced', 'cancelled')),
	CONSTRAINT "orders_currency_check" CHECK ("orders"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "order_deliveries" ADD CONSTRAINT "order_deliveries_source_order_id_orders_source_order_id_fk" FOREIGN KEY ("source","order_id") REFERENCES "public"."orders"("source","order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_source_order_id_orders_source_order_id_fk" FOREIGN KEY ("source","order_id") REFERENCES "public"."orders"("source","order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_customer_date_idx" ON "orders" USING btree ("customer_id","order_date" DESC NULLS FIRST,"source" DESC NULLS FIRST,"order_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_customer_status_date_idx" ON "orders" USING btree ("customer_id","status","order_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_customer_brand_date_idx" ON "orders" USING btree ("customer_id","brand_id","order_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_customer_season_date_idx" ON "orders" USING btree ("customer_id","season","order_date" DESC NULLS FIRST);
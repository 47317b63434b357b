CREATE TABLE "customer_creation_requests" (
	"request_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "customer_creation_requests_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"customer_id" text,
	"title" text NOT NULL,
	"data" jsonb NOT NULL,
	"vat_id" text,
	"postcode" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by_id" uuid,
	"created_by_name" text NOT NULL,
	"last_edited_by_id" uuid,
	"last_edited_by_name" text NOT NULL,
	"submitted_by_id" uuid,
	"submitted_by_name" text,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_creation_requests_number_unique" UNIQUE("number"),
	CONSTRAINT "customer_creation_requests_kind_check" CHECK ("customer_creation_requests"."kind" in ('new_customer', 'extend_customer', 'add_ship_to')),
	CONSTRAINT "customer_creation_requests_status_check" CHECK ("customer_creation_requests"."status" in ('draft', 'submitted', 'returned', 'edited', 'approved', 'provisioned', 'rejected', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "customer_creation_submissions" (
	"request_id" uuid NOT NULL,
	"submission" integer NOT NULL,
	"data" jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_creation_submissions_request_id_submission_pk" PRIMARY KEY("request_id","submission")
);
--> statement-breakpoint
CREATE TABLE "customer_creation_transitions" (
	"transition_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_creation_transitions_transition_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"comment" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_creation_requests" ADD CONSTRAINT "customer_creation_requests_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_creation_requests" ADD CONSTRAINT "customer_creation_requests_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_creation_requests" ADD CONSTRAINT "customer_creation_requests_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_creation_submissions" ADD CONSTRAINT "customer_creation_submissions_request_id_customer_creation_requests_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."customer_creation_requests"("request_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_creation_transitions" ADD CONSTRAINT "customer_creation_transitions_request_id_customer_creation_requests_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."customer_creation_requests"("request_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_creation_transitions" ADD CONSTRAINT "customer_creation_transitions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_creation_requests_updated_idx" ON "customer_creation_requests" USING btree ("updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_creation_requests_status_idx" ON "customer_creation_requests" USING btree ("status","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_creation_requests_vat_idx" ON "customer_creation_requests" USING btree ("vat_id");--> statement-breakpoint
CREATE INDEX "customer_creation_transitions_request_idx" ON "customer_creation_transitions" USING btree ("request_id","transition_id");
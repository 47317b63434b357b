CREATE TABLE "client_errors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"description" text NOT NULL,
	"tech_info" text NOT NULL,
	"page" text,
	"request_id" text,
	"user_id" text,
	"user_agent" text,
	CONSTRAINT "client_errors_kind_check" CHECK ("client_errors"."kind" in ('error', 'csp-violation'))
);
--> statement-breakpoint
CREATE INDEX "client_errors_received_at_idx" ON "client_errors" USING btree ("received_at");
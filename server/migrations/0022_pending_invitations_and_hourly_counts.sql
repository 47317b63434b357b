CREATE TABLE "hourly_counts" (
	"action" text NOT NULL,
	"holder" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "hourly_counts_action_holder_hour_pk" PRIMARY KEY("action","holder","hour")
);
--> statement-breakpoint
CREATE TABLE "pending_invitations" (
	"invitation_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"language" text NOT NULL,
	"invited_by" uuid,
	"inviter_name" text NOT NULL,
	"privileges" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	CONSTRAINT "pending_invitations_state_check" CHECK ("pending_invitations"."state" in ('pending', 'approved', 'declined')),
	CONSTRAINT "pending_invitations_language_check" CHECK ("pending_invitations"."language" in ('de', 'en', 'es', 'fr', 'it'))
);
--> statement-breakpoint
ALTER TABLE "pending_invitations" ADD CONSTRAINT "pending_invitations_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_invitations" ADD CONSTRAINT "pending_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_invitations" ADD CONSTRAINT "pending_invitations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_invitations_state_idx" ON "pending_invitations" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pending_invitations_waiting_key" ON "pending_invitations" USING btree ("customer_id",lower("email")) WHERE "pending_invitations"."state" = 'pending';

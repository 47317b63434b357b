CREATE TABLE "dashboard_favourites" (
	"user_id" uuid NOT NULL,
	"card_id" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_favourites_user_id_card_id_pk" PRIMARY KEY("user_id","card_id")
);
--> statement-breakpoint
ALTER TABLE "dashboard_favourites" ADD CONSTRAINT "dashboard_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboard_favourites_user_position_idx" ON "dashboard_favourites" USING btree ("user_id","position");
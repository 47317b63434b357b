ALTER TABLE "updates" ADD COLUMN "notice_kind" text;--> statement-breakpoint
ALTER TABLE "updates" ADD COLUMN "event_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "updates_event_user_idx" ON "updates" USING btree ("event_key","user_id") WHERE "updates"."event_key" is not null;--> statement-breakpoint
-- The password notices stored before: their kind, so the preference for it applies to them too.
UPDATE "updates" SET "notice_kind" = 'password_expiring' WHERE "topic" = 'expiring_password';

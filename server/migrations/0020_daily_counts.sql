CREATE TABLE "daily_counts" (
	"action" text NOT NULL,
	"holder" text NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "daily_counts_action_holder_day_pk" PRIMARY KEY("action","holder","day")
);

CREATE TABLE "privileges" (
	"code" text PRIMARY KEY NOT NULL,
	"internal_only" boolean NOT NULL
);

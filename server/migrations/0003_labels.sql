CREATE TABLE "labels" (
	"locale" text NOT NULL,
	"key" text NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "labels_locale_key_pk" PRIMARY KEY("locale","key"),
	CONSTRAINT "labels_locale_check" CHECK ("labels"."locale" in ('de-DE', 'en-US', 'es-ES', 'fr-FR', 'it-IT'))
);

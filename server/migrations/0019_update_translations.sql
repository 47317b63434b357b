CREATE TABLE "update_translations" (
	"update_id" uuid NOT NULL,
	"language" text NOT NULL,
	"header" text NOT NULL,
	"body" text NOT NULL,
	"cta_label" text,
	CONSTRAINT "update_translations_update_id_language_pk" PRIMARY KEY("update_id","language"),
	CONSTRAINT "update_translations_language_check" CHECK ("update_translations"."language" in ('de', 'es', 'fr', 'it'))
);
--> statement-breakpoint
ALTER TABLE "updates" ADD COLUMN "chip" text;--> statement-breakpoint
ALTER TABLE "update_translations" ADD CONSTRAINT "update_translations_update_id_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "updates" ADD CONSTRAINT "updates_chip_check" CHECK ("updates"."chip" in ('order', 'delivery', 'price_list', 'season', 'service', 'documents', 'ticket'));--> statement-breakpoint
-- The chips stored as words become codes the portal shows in each reader's language; a word of no known chip
-- (not written by the demo data or the ticket notices) leaves the update without a chip.
UPDATE "updates" SET "chip" = CASE lower(trim("chip_label"))
	WHEN 'order' THEN 'order' WHEN 'commande' THEN 'order' WHEN 'auftrag' THEN 'order' WHEN 'bestellung' THEN 'order' WHEN 'pedido' THEN 'order' WHEN 'ordine' THEN 'order'
	WHEN 'delivery' THEN 'delivery' WHEN 'lieferung' THEN 'delivery' WHEN 'livraison' THEN 'delivery' WHEN 'entrega' THEN 'delivery' WHEN 'consegna' THEN 'delivery'
	WHEN 'price list' THEN 'price_list' WHEN 'preisliste' THEN 'price_list'
	WHEN 'season' THEN 'season' WHEN 'saison' THEN 'season' WHEN 'temporada' THEN 'season' WHEN 'stagione' THEN 'season'
	WHEN 'service' THEN 'service' WHEN 'servicio' THEN 'service' WHEN 'servizio' THEN 'service'
	WHEN 'documents' THEN 'documents' WHEN 'dokumente' THEN 'documents' WHEN 'documentos' THEN 'documents' WHEN 'documenti' THEN 'documents'
	WHEN 'ticket' THEN 'ticket'
END WHERE "chip_label" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "updates" DROP COLUMN "chip_label";
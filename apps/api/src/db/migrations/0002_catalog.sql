CREATE TABLE "catalog_masters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_masters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_file_name" text,
	"code" text,
	"address" text,
	"city" text,
	"state" text,
	"country" text,
	"zip_code" text,
	"basis" text,
	"is_available_for_other_sites" boolean DEFAULT false NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"is_draft" boolean DEFAULT true NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"owner_site_id" integer,
	"created_by" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_on" timestamp with time zone,
	CONSTRAINT "catalog_masters_kind_id_uq" UNIQUE("kind","id"),
	CONSTRAINT "catalog_masters_kind_ck" CHECK ("catalog_masters"."kind" in ('vehicleType','serviceType','airport','amenity','serviceUserType','priceType','documentType')),
	CONSTRAINT "catalog_masters_airport_ck" CHECK ("catalog_masters"."kind" <> 'airport' or ("catalog_masters"."code" is not null and length("catalog_masters"."code") <= 3 and "catalog_masters"."state" ~ '^[A-Z]{2}$' and "catalog_masters"."address" is not null and "catalog_masters"."city" is not null and "catalog_masters"."country" is not null and "catalog_masters"."zip_code" is not null)),
	CONSTRAINT "catalog_masters_price_basis_ck" CHECK (("catalog_masters"."kind" = 'priceType') = ("catalog_masters"."basis" is not null) and ("catalog_masters"."basis" is null or "catalog_masters"."basis" in ('per mile','per hour','flat'))),
	CONSTRAINT "catalog_masters_vehicle_image_ck" CHECK ("catalog_masters"."kind" <> 'vehicleType' or "catalog_masters"."image_file_name" is not null)
);
--> statement-breakpoint
CREATE TABLE "catalog_site_mappings" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "catalog_site_mappings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"master_id" integer NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"is_primary_site_mapping" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_on" timestamp with time zone,
	CONSTRAINT "catalog_site_mappings_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
ALTER TABLE "catalog_masters" ADD CONSTRAINT "catalog_masters_owner_site_id_sites_id_fk" FOREIGN KEY ("owner_site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_site_mappings" ADD CONSTRAINT "catalog_site_mappings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_site_mappings" ADD CONSTRAINT "catalog_site_mappings_master_fk" FOREIGN KEY ("kind","master_id") REFERENCES "public"."catalog_masters"("kind","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_masters_kind_idx" ON "catalog_masters" USING btree ("kind","is_published","is_available_for_other_sites");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_masters_platform_name_uq" ON "catalog_masters" USING btree ("kind",lower("name")) WHERE "catalog_masters"."owner_site_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_site_mappings_site_master_uq" ON "catalog_site_mappings" USING btree ("site_id","master_id");--> statement-breakpoint
CREATE INDEX "catalog_site_mappings_site_kind_idx" ON "catalog_site_mappings" USING btree ("site_id","kind");--> statement-breakpoint
CREATE INDEX "catalog_site_mappings_master_idx" ON "catalog_site_mappings" USING btree ("master_id");
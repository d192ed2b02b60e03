CREATE TABLE "fleets" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "fleets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vehicle_type_id" integer NOT NULL,
	"nick_name" text NOT NULL,
	"vin" text NOT NULL,
	"color" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"seater" integer NOT NULL,
	"luggage_capacity" integer NOT NULL,
	"amenties" text NOT NULL,
	"notes" text,
	"garage_location_id" integer,
	"image_file_name" text,
	"net_user_id" integer,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"is_draft" boolean DEFAULT true NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_on" timestamp with time zone,
	CONSTRAINT "fleets_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "fleets_vin_ck" CHECK (length("fleets"."vin") between 1 and 17),
	CONSTRAINT "fleets_seater_ck" CHECK ("fleets"."seater" between 1 and 99),
	CONSTRAINT "fleets_luggage_ck" CHECK ("fleets"."luggage_capacity" between 0 and 99)
);
--> statement-breakpoint
ALTER TABLE "fleets" ADD CONSTRAINT "fleets_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleets" ADD CONSTRAINT "fleets_vehicle_type_mapping_fk" FOREIGN KEY ("site_id","vehicle_type_id") REFERENCES "public"."catalog_site_mappings"("site_id","master_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleets" ADD CONSTRAINT "fleets_garage_location_fk" FOREIGN KEY ("site_id","garage_location_id") REFERENCES "public"."garage_locations"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fleets_site_vin_uq" ON "fleets" USING btree ("site_id",lower("vin"));--> statement-breakpoint
CREATE INDEX "fleets_site_vehicle_type_idx" ON "fleets" USING btree ("site_id","vehicle_type_id");
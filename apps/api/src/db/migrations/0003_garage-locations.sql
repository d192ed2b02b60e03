CREATE TABLE "garage_locations" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "garage_locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"garage_name" text NOT NULL,
	"garage_address" text NOT NULL,
	"allowed_distance_value" numeric(10, 2) NOT NULL,
	"allowed_distance_unit" text DEFAULT 'Mile' NOT NULL,
	"surcharge_cost" numeric(12, 2) NOT NULL,
	"surcharge_unit" text DEFAULT 'US Dollars' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"net_user_id" integer,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"is_draft" boolean DEFAULT true NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_on" timestamp with time zone,
	CONSTRAINT "garage_locations_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
ALTER TABLE "garage_locations" ADD CONSTRAINT "garage_locations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;
CREATE TABLE "discounts" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "discounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"description" text,
	"kind" text NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"net_user_id" integer,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"is_draft" boolean DEFAULT true NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_on" timestamp with time zone,
	CONSTRAINT "discounts_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "discounts_code_ck" CHECK ("discounts"."code" ~ '^[A-Z0-9-]{3,30}$'),
	CONSTRAINT "discounts_kind_ck" CHECK ("discounts"."kind" in ('percent', 'amount')),
	CONSTRAINT "discounts_value_ck" CHECK ("discounts"."value" > 0 and ("discounts"."kind" <> 'percent' or "discounts"."value" <= 100)),
	CONSTRAINT "discounts_validity_ck" CHECK ("discounts"."valid_to" >= "discounts"."valid_from"),
	CONSTRAINT "discounts_usage_ck" CHECK ("discounts"."used_count" >= 0 and ("discounts"."usage_limit" is null or ("discounts"."usage_limit" > 0 and "discounts"."used_count" <= "discounts"."usage_limit")))
);
--> statement-breakpoint
CREATE TABLE "price_definition_fleets" (
	"site_id" integer NOT NULL,
	"price_definition_id" integer NOT NULL,
	"fleet_id" integer NOT NULL,
	CONSTRAINT "price_definition_fleets_pk" PRIMARY KEY("site_id","price_definition_id","fleet_id")
);
--> statement-breakpoint
CREATE TABLE "price_definitions" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "price_definitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"vehicle_type_id" integer NOT NULL,
	"service_type_id" integer NOT NULL,
	"service_user_type_id" integer,
	"price_type_id" integer NOT NULL,
	"base_fare" numeric(12, 2) DEFAULT '0' NOT NULL,
	"per_mile_rate" numeric(12, 2) DEFAULT '0' NOT NULL,
	"per_hour_rate" numeric(12, 2) DEFAULT '0' NOT NULL,
	"minimum_hours" numeric(5, 2) DEFAULT '0' NOT NULL,
	"minimum_fare" numeric(12, 2) DEFAULT '0' NOT NULL,
	"tax_percentage" numeric(5, 2) DEFAULT '0' NOT NULL,
	"net_user_id" integer,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"is_draft" boolean DEFAULT true NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_on" timestamp with time zone,
	CONSTRAINT "price_definitions_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "price_definitions_amounts_ck" CHECK ("price_definitions"."base_fare" >= 0 and "price_definitions"."per_mile_rate" >= 0 and "price_definitions"."per_hour_rate" >= 0 and "price_definitions"."minimum_fare" >= 0 and "price_definitions"."minimum_hours" between 0 and 24),
	CONSTRAINT "price_definitions_tax_ck" CHECK ("price_definitions"."tax_percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "service_locations" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "service_locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"state" text NOT NULL,
	"city" text,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_on" timestamp with time zone,
	CONSTRAINT "service_locations_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "service_locations_state_ck" CHECK ("service_locations"."state" in ('AL','AK','AZ','AR','CA','CO','CT','DE','FL','GA','HI','ID','IL','IN','IA','KS','KY','LA','ME','MD','MA','MI','MN','MS','MO','MT','NE','NV','NH','NJ','NM','NY','NC','ND','OH','OK','OR','PA','RI','SC','SD','TN','TX','UT','VT','VA','WA','WV','WI','WY')),
	CONSTRAINT "service_locations_city_ck" CHECK ("service_locations"."city" is null or length("service_locations"."city") between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_definition_fleets" ADD CONSTRAINT "price_definition_fleets_definition_fk" FOREIGN KEY ("site_id","price_definition_id") REFERENCES "public"."price_definitions"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_definition_fleets" ADD CONSTRAINT "price_definition_fleets_fleet_fk" FOREIGN KEY ("site_id","fleet_id") REFERENCES "public"."fleets"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_definitions" ADD CONSTRAINT "price_definitions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_definitions" ADD CONSTRAINT "price_definitions_vehicle_type_fk" FOREIGN KEY ("site_id","vehicle_type_id") REFERENCES "public"."catalog_site_mappings"("site_id","master_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_definitions" ADD CONSTRAINT "price_definitions_service_type_fk" FOREIGN KEY ("site_id","service_type_id") REFERENCES "public"."catalog_site_mappings"("site_id","master_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_definitions" ADD CONSTRAINT "price_definitions_service_user_type_fk" FOREIGN KEY ("site_id","service_user_type_id") REFERENCES "public"."catalog_site_mappings"("site_id","master_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_definitions" ADD CONSTRAINT "price_definitions_price_type_fk" FOREIGN KEY ("site_id","price_type_id") REFERENCES "public"."catalog_site_mappings"("site_id","master_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_locations" ADD CONSTRAINT "service_locations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discounts_site_code_uq" ON "discounts" USING btree ("site_id",upper("code"));--> statement-breakpoint
CREATE INDEX "price_definition_fleets_fleet_idx" ON "price_definition_fleets" USING btree ("site_id","fleet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_definitions_site_name_uq" ON "price_definitions" USING btree ("site_id",lower("name"));--> statement-breakpoint
CREATE INDEX "price_definitions_search_idx" ON "price_definitions" USING btree ("vehicle_type_id","service_type_id","site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_locations_site_state_city_uq" ON "service_locations" USING btree ("site_id","state",lower(coalesce("city", '')));--> statement-breakpoint
CREATE INDEX "service_locations_state_idx" ON "service_locations" USING btree ("state","site_id");
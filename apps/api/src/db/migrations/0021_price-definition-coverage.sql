CREATE TABLE "price_definition_coverage" (
	"site_id" integer NOT NULL,
	"price_definition_id" integer NOT NULL,
	"service_type_id" integer NOT NULL,
	"vehicle_type_id" integer NOT NULL,
	"service_user_types" "int4range" NOT NULL,
	"fleets" "int4range" NOT NULL,
	CONSTRAINT "price_definition_coverage_pk" PRIMARY KEY("site_id","price_definition_id","fleets")
);
--> statement-breakpoint
ALTER TABLE "price_definition_coverage" ADD CONSTRAINT "price_definition_coverage_definition_fk" FOREIGN KEY ("site_id","price_definition_id") REFERENCES "public"."price_definitions"("site_id","id") ON DELETE cascade ON UPDATE no action;
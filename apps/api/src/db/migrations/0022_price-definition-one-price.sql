-- One price per fleet (issue 17, decision 0018): no two live (published and enabled) price
-- definitions of a site may apply to one fleet for one service type and service user type. A
-- definition naming no fleets applies to every fleet of its vehicle type, and one naming no service
-- user type to every service user type: both are unbounded ranges that overlap every other, so one
-- exclusion constraint covers every case. It is checked at commit, because a save writes the
-- definition first and its fleets after.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "price_definition_coverage" ADD CONSTRAINT "price_definition_coverage_one_price"
  EXCLUDE USING gist (
    "site_id" WITH =,
    "service_type_id" WITH =,
    "vehicle_type_id" WITH =,
    "service_user_types" WITH &&,
    "fleets" WITH &&
  ) DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
-- What one definition covers, rewritten from its row and its fleets: nothing unless it is live.
CREATE OR REPLACE FUNCTION "price_definition_coverage_refresh"(p_site_id integer, p_definition_id integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "price_definition_coverage"
    WHERE "site_id" = p_site_id AND "price_definition_id" = p_definition_id;
  INSERT INTO "price_definition_coverage"
      ("site_id", "price_definition_id", "service_type_id", "vehicle_type_id", "service_user_types", "fleets")
    SELECT d."site_id", d."id", d."service_type_id", d."vehicle_type_id",
      coalesce(int4range(d."service_user_type_id", d."service_user_type_id", '[]'), int4range(NULL, NULL)),
      coalesce(int4range(x."fleet_id", x."fleet_id", '[]'), int4range(NULL, NULL))
    FROM "price_definitions" d
    LEFT JOIN "price_definition_fleets" x
      ON x."site_id" = d."site_id" AND x."price_definition_id" = d."id"
    WHERE d."site_id" = p_site_id AND d."id" = p_definition_id AND d."is_published" AND d."is_enabled";
END;
$$;
--> statement-breakpoint
-- Definitions live before this migration: the oldest of overlapping ones keeps its place; a later
-- one that would give a fleet a second price is disabled (the provider sees it disabled, and
-- enabling it again answers 409 naming the price in its way).
DO $$
DECLARE
  d record;
BEGIN
  SET CONSTRAINTS "price_definition_coverage_one_price" IMMEDIATE;
  FOR d IN
    SELECT "site_id", "id" FROM "price_definitions"
    WHERE "is_published" AND "is_enabled" ORDER BY "site_id", "id"
  LOOP
    BEGIN
      PERFORM "price_definition_coverage_refresh"(d."site_id", d."id");
    EXCEPTION WHEN exclusion_violation THEN
      UPDATE "price_definitions" SET "is_enabled" = false, "updated_on" = now()
        WHERE "site_id" = d."site_id" AND "id" = d."id";
      RAISE NOTICE 'price definition % of site % disabled: another live price covers its fleets', d."id", d."site_id";
    END;
  END LOOP;
  SET CONSTRAINTS "price_definition_coverage_one_price" DEFERRED;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "price_definitions_coverage_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "price_definition_coverage_refresh"(NEW."site_id", NEW."id");
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "price_definition_fleets_coverage_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "price_definition_coverage_refresh"(OLD."site_id", OLD."price_definition_id");
  ELSE
    PERFORM "price_definition_coverage_refresh"(NEW."site_id", NEW."price_definition_id");
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "price_definitions_coverage"
  AFTER INSERT OR UPDATE OF "service_type_id", "vehicle_type_id", "service_user_type_id", "is_published", "is_enabled"
  ON "price_definitions" FOR EACH ROW EXECUTE FUNCTION "price_definitions_coverage_trigger"();
--> statement-breakpoint
CREATE TRIGGER "price_definition_fleets_coverage"
  AFTER INSERT OR UPDATE OR DELETE ON "price_definition_fleets"
  FOR EACH ROW EXECUTE FUNCTION "price_definition_fleets_coverage_trigger"();

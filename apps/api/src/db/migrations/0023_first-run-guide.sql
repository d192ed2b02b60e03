CREATE TABLE "first_run_guides" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"position" text DEFAULT 'area' NOT NULL,
	"done_steps" text[] DEFAULT '{}'::text[] NOT NULL,
	"skipped_steps" text[] DEFAULT '{}'::text[] NOT NULL,
	"finished_on" timestamp with time zone,
	"updated_by" integer,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "first_run_guides_position_ck" CHECK ("first_run_guides"."position" in ('area','vehicles','payment','contact','done')),
	CONSTRAINT "first_run_guides_done_ck" CHECK ("first_run_guides"."done_steps" <@ array['area','vehicles','payment','contact']::text[]),
	CONSTRAINT "first_run_guides_skipped_ck" CHECK ("first_run_guides"."skipped_steps" <@ array['area','vehicles','payment','contact']::text[]),
	CONSTRAINT "first_run_guides_disjoint_ck" CHECK (not ("first_run_guides"."done_steps" && "first_run_guides"."skipped_steps"))
);
--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "first_run_guides" ADD CONSTRAINT "first_run_guides_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;
CREATE TABLE "chauffeurs" (
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"phone" text NOT NULL,
	"photo" text,
	"licence_type_id" integer,
	"licence_number" text DEFAULT '' NOT NULL,
	"licence_expiry" date,
	"vehicle_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"working_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"days_off" date[] DEFAULT '{}'::date[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone,
	CONSTRAINT "chauffeurs_pk" PRIMARY KEY("site_id","user_id"),
	CONSTRAINT "chauffeurs_phone_ck" CHECK ("chauffeurs"."phone" ~ '^\+[1-9][0-9]{6,14}$'),
	CONSTRAINT "chauffeurs_photo_ck" CHECK ("chauffeurs"."photo" is null or length("chauffeurs"."photo") <= 300000)
);
--> statement-breakpoint
CREATE TABLE "ride_positions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ride_positions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"chauffeur_user_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"received_on" timestamp with time zone DEFAULT now() NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy" real,
	"speed" real,
	"heading" real,
	CONSTRAINT "ride_positions_coordinates_ck" CHECK ("ride_positions"."latitude" between -90 and 90 and "ride_positions"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "ride_status_events" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "ride_status_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"status" text NOT NULL,
	"from_status" text,
	"at" timestamp with time zone NOT NULL,
	"recorded_on" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" integer,
	"chauffeur_user_id" integer,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy" real,
	"reason" text DEFAULT '' NOT NULL,
	"idempotency_key" text,
	CONSTRAINT "ride_status_events_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "ride_status_events_key_ck" CHECK ("ride_status_events"."idempotency_key" is null or length("ride_status_events"."idempotency_key") between 8 and 100)
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_ck";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "chauffeur_accepted_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chauffeurs" ADD CONSTRAINT "chauffeurs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chauffeurs" ADD CONSTRAINT "chauffeurs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chauffeurs" ADD CONSTRAINT "chauffeurs_licence_type_id_catalog_masters_id_fk" FOREIGN KEY ("licence_type_id") REFERENCES "public"."catalog_masters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_positions" ADD CONSTRAINT "ride_positions_booking_fk" FOREIGN KEY ("site_id","booking_id") REFERENCES "public"."bookings"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_status_events" ADD CONSTRAINT "ride_status_events_booking_fk" FOREIGN KEY ("site_id","booking_id") REFERENCES "public"."bookings"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ride_positions_booking_idx" ON "ride_positions" USING btree ("site_id","booking_id","at");--> statement-breakpoint
CREATE INDEX "ride_positions_chauffeur_idx" ON "ride_positions" USING btree ("site_id","chauffeur_user_id","at");--> statement-breakpoint
CREATE INDEX "ride_positions_at_idx" ON "ride_positions" USING btree ("at");--> statement-breakpoint
CREATE INDEX "ride_status_events_booking_idx" ON "ride_status_events" USING btree ("site_id","booking_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "ride_status_events_key_uq" ON "ride_status_events" USING btree ("site_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_ck" CHECK ("bookings"."booking_status" in ('scheduled','confirmed','assigned','en route','arrived','on board','completed','cancelled','no show'));--> statement-breakpoint
-- Never two rides at once (issue 21): one person cannot hold two overlapping live rides, however
-- many requests race; the same rule the fleet has (bookings_no_double_booking).
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_double_chauffeur"
  EXCLUDE USING gist ("site_id" WITH =, "assigned_to" WITH =, "held" WITH &&)
  WHERE ("assigned_to" IS NOT NULL AND "booking_status" NOT IN ('cancelled', 'no show', 'completed'));

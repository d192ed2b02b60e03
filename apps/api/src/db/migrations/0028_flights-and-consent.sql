CREATE TABLE "flight_watches" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "flight_watches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"airline" text NOT NULL,
	"flight_number" text NOT NULL,
	"scheduled_arrival" timestamp with time zone,
	"estimated_arrival" timestamp with time zone,
	"actual_arrival" timestamp with time zone,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"international" boolean DEFAULT false NOT NULL,
	"origin" text,
	"source" text DEFAULT 'manual' NOT NULL,
	"original_pickup_at" timestamp with time zone NOT NULL,
	"moved_pickup_at" timestamp with time zone,
	"pending_pickup_at" timestamp with time zone,
	"last_checked_on" timestamp with time zone,
	"next_check_at" timestamp with time zone,
	"last_error" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone,
	CONSTRAINT "flight_watches_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "flight_watches_state_ck" CHECK ("flight_watches"."state" in ('scheduled','delayed','early','landed','cancelled','unknown')),
	CONSTRAINT "flight_watches_source_ck" CHECK ("flight_watches"."source" in ('aeroapi','manual'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "sms_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "flight_airline" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "flight_number" text;--> statement-breakpoint
ALTER TABLE "flight_watches" ADD CONSTRAINT "flight_watches_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_watches" ADD CONSTRAINT "flight_watches_booking_fk" FOREIGN KEY ("site_id","booking_id") REFERENCES "public"."bookings"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flight_watches_booking_uq" ON "flight_watches" USING btree ("site_id","booking_id");--> statement-breakpoint
CREATE INDEX "flight_watches_due_idx" ON "flight_watches" USING btree ("next_check_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_flight_ck" CHECK (("bookings"."flight_airline" is null) = ("bookings"."flight_number" is null));
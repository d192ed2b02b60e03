CREATE TABLE "billing_information" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "billing_information_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"email_address" text NOT NULL,
	"phone" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone,
	CONSTRAINT "billing_information_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference_id" text NOT NULL,
	"fleet_id" integer NOT NULL,
	"price_definition_id" integer NOT NULL,
	"user_id" integer,
	"guest_user_id" integer,
	"booked_by" integer,
	"is_public_booking" boolean DEFAULT false NOT NULL,
	"customer_first_name" text NOT NULL,
	"customer_last_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_mobile" text NOT NULL,
	"pick_up_location" text NOT NULL,
	"drop_off_location" text NOT NULL,
	"pickup_city" text NOT NULL,
	"pickup_state" text NOT NULL,
	"pickup_state_name" text DEFAULT '' NOT NULL,
	"pickup_latitude" double precision,
	"pickup_longitude" double precision,
	"pickup_offset" integer NOT NULL,
	"pickup_at" timestamp with time zone NOT NULL,
	"dropoff_at" timestamp with time zone NOT NULL,
	"held" "tstzrange" NOT NULL,
	"no_of_passengers" integer NOT NULL,
	"no_of_luggages" integer NOT NULL,
	"estimated_duration_in_mins" integer NOT NULL,
	"estimated_distance_in_km" numeric(10, 2) NOT NULL,
	"booked_price" numeric(12, 2) NOT NULL,
	"discount_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"tax_percentage" numeric(5, 2) DEFAULT '0' NOT NULL,
	"tax_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"gratuity_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"total_price" numeric(12, 2) NOT NULL,
	"discount_id" integer,
	"booking_status" text DEFAULT 'scheduled' NOT NULL,
	"payment_status" text DEFAULT 'Pending' NOT NULL,
	"payment_type" text,
	"transaction_type" text,
	"comments" text DEFAULT '' NOT NULL,
	"assigned_to" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone,
	CONSTRAINT "bookings_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "bookings_status_ck" CHECK ("bookings"."booking_status" in ('scheduled','confirmed','assigned','en route','arrived','completed','cancelled','no show')),
	CONSTRAINT "bookings_payment_status_ck" CHECK ("bookings"."payment_status" in ('Pending','Paid','Refunded','Failed')),
	CONSTRAINT "bookings_amounts_ck" CHECK ("bookings"."booked_price" >= 0 and "bookings"."discount_price" >= 0 and "bookings"."tax_price" >= 0 and "bookings"."gratuity_price" >= 0 and "bookings"."total_price" >= 0),
	CONSTRAINT "bookings_customer_ck" CHECK ("bookings"."user_id" is not null or "bookings"."guest_user_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "guest_users" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "guest_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email_address" text NOT NULL,
	"mobile_number" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_users_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
ALTER TABLE "billing_information" ADD CONSTRAINT "billing_information_booking_fk" FOREIGN KEY ("site_id","booking_id") REFERENCES "public"."bookings"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_fleet_fk" FOREIGN KEY ("site_id","fleet_id") REFERENCES "public"."fleets"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_guest_fk" FOREIGN KEY ("site_id","guest_user_id") REFERENCES "public"."guest_users"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_users" ADD CONSTRAINT "guest_users_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_information_booking_uq" ON "billing_information" USING btree ("site_id","booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_reference_uq" ON "bookings" USING btree ("reference_id");--> statement-breakpoint
CREATE INDEX "bookings_site_pickup_idx" ON "bookings" USING btree ("site_id","pickup_at");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bookings_guest_idx" ON "bookings" USING btree ("site_id","guest_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_users_unique_id_uq" ON "guest_users" USING btree ("unique_id");
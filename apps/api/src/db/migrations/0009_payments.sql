CREATE TABLE "booking_payments" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "booking_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"transaction_date" timestamp with time zone NOT NULL,
	"transaction_amount" numeric(12, 2) NOT NULL,
	"payment_type" text NOT NULL,
	"transaction_type" text NOT NULL,
	"gateway" text NOT NULL,
	"account_number" text,
	"attempt_id" integer,
	"refund_of_id" integer,
	"created_by" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_payments_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "booking_payments_type_ck" CHECK ("booking_payments"."transaction_type" in ('authCaptureTransaction','paybycash','refundTransaction','voidTransaction')),
	CONSTRAINT "booking_payments_amount_ck" CHECK ("booking_payments"."transaction_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "payment_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"kind" text DEFAULT 'charge' NOT NULL,
	"idempotency_key" text NOT NULL,
	"gateway_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_type" text NOT NULL,
	"gateway" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"source_ref" text,
	"refund_of_payment_id" integer,
	"gateway_transaction_id" text,
	"account_number" text,
	"error_code" text,
	"error_message" text,
	"lease_until" timestamp with time zone NOT NULL,
	"actor_user_id" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone,
	"completed_on" timestamp with time zone,
	CONSTRAINT "payment_attempts_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "payment_attempts_status_ck" CHECK ("payment_attempts"."status" in ('pending','succeeded','failed')),
	CONSTRAINT "payment_attempts_kind_ck" CHECK ("payment_attempts"."kind" in ('charge','refund')),
	CONSTRAINT "payment_attempts_amount_ck" CHECK ("payment_attempts"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "site_payment_types" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "site_payment_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_type" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"api_login_id" text,
	"transaction_key" text,
	"access_token" text,
	"access_token_expiry" timestamp with time zone,
	"refresh_token" text,
	"location_id" text,
	"is_visa" boolean DEFAULT false NOT NULL,
	"is_mastercard" boolean DEFAULT false NOT NULL,
	"is_american_express" boolean DEFAULT false NOT NULL,
	"is_jcb" boolean DEFAULT false NOT NULL,
	"is_discover" boolean DEFAULT false NOT NULL,
	"is_diners_club" boolean DEFAULT false NOT NULL,
	"is_apple_pay" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_on" timestamp with time zone,
	CONSTRAINT "site_payment_types_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "site_payment_types_type_ck" CHECK ("site_payment_types"."payment_type" in ('COD','AuthorizeNet','PayPal','Square','GPay'))
);
--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_booking_fk" FOREIGN KEY ("site_id","booking_id") REFERENCES "public"."bookings"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_booking_fk" FOREIGN KEY ("site_id","booking_id") REFERENCES "public"."bookings"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_payment_types" ADD CONSTRAINT "site_payment_types_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_payments_booking_idx" ON "booking_payments" USING btree ("site_id","booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_payments_transaction_uq" ON "booking_payments" USING btree ("site_id","gateway","transaction_id","transaction_type");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_key_uq" ON "payment_attempts" USING btree ("site_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_pending_uq" ON "payment_attempts" USING btree ("site_id","booking_id") WHERE "payment_attempts"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payment_attempts_booking_idx" ON "payment_attempts" USING btree ("site_id","booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "site_payment_types_site_type_uq" ON "site_payment_types" USING btree ("site_id","payment_type");